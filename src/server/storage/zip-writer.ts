import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import {
  centralRecord,
  centralRecordLength,
  dataDescriptor,
  descriptorLength,
  type EntryRecord,
  endLength,
  endRecords,
  LOCAL_HEADER,
  localHeader,
} from './zip-records.js';

export interface ZipEntry {
  /** Path inside the archive. */
  name: string;
  mtime: Date;
  /** Exact byte length when known up front; when every entry has one, so does the archive. */
  size?: number;
  /** CRC-32 of the bytes when known (kept since upload): the bytes are then sent without checksumming them. */
  crc32?: number;
  /** Called only when the archive reaches the entry, so one file is open at a time. */
  open: () => Promise<Readable | Buffer>;
}

export interface ZipArchive {
  /** The archive's exact length, or null when an entry's size is not known up front. */
  size: number | null;
  stream: Readable;
}

/**
 * Our one ZIP writer (gallery download, voice "Download all"): entries are stored as they are, since photos,
 * videos and audio are already compressed. Each entry's bytes go from the store's stream straight into the
 * archive stream, checksummed on the way; the reply pipes that one stream to the socket, and its backpressure
 * pauses the store's stream, so memory stays flat whatever the archive's size. See docs/decisions/011.
 */
export function zipArchive(entries: ZipEntry[]): ZipArchive {
  return { size: archiveLength(entries), stream: Readable.from(archiveBytes(entries), { objectMode: false, highWaterMark: HIGH_WATER_MARK }) };
}

/** Buffered ahead of the socket: enough for reads from the store to overlap with sends. */
const HIGH_WATER_MARK = 2 * 1024 * 1024;

/**
 * The archive's bytes in order. Each source is read through its async iterator, which keeps one read ahead of
 * the consumer; an earlier version paused and resumed the source on every chunk of backpressure, so reads and
 * sends took turns instead of overlapping (half the throughput of piping the files, bench/RESULTS.md). When the
 * consumer stops early (the client hung up), Readable.from returns the generator, and `finally` closes the
 * entry's source.
 */
async function* archiveBytes(entries: ZipEntry[]): AsyncGenerator<Buffer> {
  const written: EntryRecord[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const record: EntryRecord = { name, mtime: entry.mtime, crc: 0, size: 0, offset };
    const header = localHeader(name, entry.mtime);
    offset += header.length;
    yield header;
    const data = await entry.open();
    const checksum = entry.crc32 === undefined;
    if (Buffer.isBuffer(data)) {
      if (checksum) record.crc = crc32(data);
      record.size = data.length;
      yield data;
    } else {
      try {
        for await (const chunk of data as AsyncIterable<Buffer>) {
          if (checksum) record.crc = crc32(chunk, record.crc);
          record.size += chunk.length;
          yield chunk;
        }
      } finally {
        data.destroy();
      }
    }
    // The announced Content-Length would be a lie: fail the download instead of sending a corrupt archive.
    if (entry.size !== undefined && record.size !== entry.size) {
      throw new Error(`ZIP entry ${entry.name}: ${record.size} bytes read, ${entry.size} expected`);
    }
    if (!checksum) record.crc = entry.crc32!;
    offset += record.size;
    const descriptor = dataDescriptor(record);
    offset += descriptor.length;
    yield descriptor;
    written.push(record);
  }
  const centralStart = offset;
  for (const record of written) {
    const central = centralRecord(record);
    offset += central.length;
    yield central;
  }
  yield endRecords(written.length, centralStart, offset - centralStart);
}

/** The same layout the stream writes, summed from names and sizes alone. */
function archiveLength(entries: ZipEntry[]): number | null {
  let offset = 0;
  let central = 0;
  for (const e of entries) {
    if (e.size === undefined) return null;
    const nameLength = Buffer.byteLength(e.name, 'utf8');
    central += centralRecordLength(nameLength, e.size, offset);
    offset += LOCAL_HEADER + nameLength + e.size + descriptorLength(e.size, offset);
  }
  return offset + central + endLength(entries.length, offset, central);
}
