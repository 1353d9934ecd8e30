import { finished, Readable } from 'node:stream';
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
  return { size: archiveLength(entries), stream: new ZipStream(entries) };
}

/** Buffered ahead of the socket: enough for reads from the store to overlap with sends. */
const HIGH_WATER_MARK = 2 * 1024 * 1024;

class ZipStream extends Readable {
  private readonly written: EntryRecord[] = [];
  private next = 0;
  private offset = 0;
  private started = false;
  private source: Readable | null = null;

  constructor(private readonly entries: ZipEntry[]) {
    super({ highWaterMark: HIGH_WATER_MARK });
  }

  override _read() {
    if (this.source) this.source.resume();
    else if (!this.started) {
      this.started = true;
      this.startEntry();
    }
  }

  override _destroy(err: Error | null, callback: (err?: Error | null) => void) {
    // A client that hangs up mid-download must not leave the current file open.
    this.source?.destroy();
    this.source = null;
    callback(err);
  }

  private emitBytes(chunk: Buffer): boolean {
    this.offset += chunk.length;
    return this.push(chunk);
  }

  private startEntry() {
    const entry = this.entries[this.next];
    if (!entry) return this.finish();
    const name = Buffer.from(entry.name, 'utf8');
    const record: EntryRecord = { name, mtime: entry.mtime, crc: 0, size: 0, offset: this.offset };
    this.emitBytes(localHeader(name, entry.mtime));
    entry.open().then(
      (data) => {
        if (this.destroyed) {
          if (data instanceof Readable) data.destroy();
        } else if (Buffer.isBuffer(data)) {
          this.addBytes(record, entry, data);
          this.endEntry(record, entry);
        } else this.pump(record, entry, data);
      },
      (err: Error) => this.destroy(err),
    );
  }

  private pump(record: EntryRecord, entry: ZipEntry, source: Readable) {
    this.source = source;
    source.on('data', (chunk: Buffer) => {
      if (this.addBytes(record, entry, chunk)) return;
      source.pause();
    });
    finished(source, (err) => {
      if (this.source !== source) return; // destroyed with the archive
      this.source = null;
      if (err) this.destroy(err);
      else this.endEntry(record, entry);
    });
  }

  /** Checksums (unless known) and forwards one piece of an entry; false when the consumer wants no more for now. */
  private addBytes(record: EntryRecord, entry: ZipEntry, chunk: Buffer): boolean {
    if (entry.crc32 === undefined) record.crc = crc32(chunk, record.crc);
    record.size += chunk.length;
    return this.emitBytes(chunk);
  }

  private endEntry(record: EntryRecord, entry: ZipEntry) {
    // The announced Content-Length would be a lie: fail the download instead of sending a corrupt archive.
    if (entry.size !== undefined && record.size !== entry.size) {
      this.destroy(new Error(`ZIP entry ${entry.name}: ${record.size} bytes read, ${entry.size} expected`));
      return;
    }
    if (entry.crc32 !== undefined) record.crc = entry.crc32;
    this.emitBytes(dataDescriptor(record));
    this.written.push(record);
    this.next++;
    this.startEntry();
  }

  private finish() {
    const centralStart = this.offset;
    for (const record of this.written) this.emitBytes(centralRecord(record));
    this.emitBytes(endRecords(this.written.length, centralStart, this.offset - centralStart));
    this.push(null);
  }
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
