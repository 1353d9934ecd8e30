import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';

export interface UnzippedEntry {
  name: string;
  /** 0 = stored, 8 = deflated. */
  compressionMethod: number;
  data: Buffer;
}

/**
 * Every entry of a ZIP, in order, with its bytes: what a guest or host gets when they open the download.
 * Refused, as unzip tools refuse it, when an entry's bytes do not match the checksum the archive gives.
 */
export function unzip(buf: Buffer): Promise<UnzippedEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const out: UnzippedEntry[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            const data = Buffer.concat(chunks);
            if (crc32(data) !== entry.crc32) return reject(new Error(`${entry.fileName}: CRC-32 ${entry.crc32} does not match its bytes`));
            out.push({ name: entry.fileName, compressionMethod: entry.compressionMethod, data });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
