import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';

/**
 * yazl checksums every byte it stores with buffer-crc32, a table-driven CRC in JavaScript: ~120 MB/s here, which
 * capped a gallery download at a fraction of the disk's speed. Node's zlib.crc32 (native, same checksum) runs at
 * ~1 GB/s, so buffer-crc32's `unsigned` — the only function yazl calls for file data — is pointed at it. Import
 * this module for its effect wherever yazl is used.
 */
const require = createRequire(import.meta.url);
const bufferCrc32 = require('buffer-crc32') as { unsigned: (buf: Buffer | string, previous?: number) => number };
bufferCrc32.unsigned = (buf, previous) => crc32(buf, previous ?? 0);
