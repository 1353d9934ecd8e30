import { open } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
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
  /** The entry's bytes as a local file (disk store): `writeTo` then reads it into reused buffers instead. */
  file?: string;
}

export interface ZipArchive {
  /** The archive's exact length, or null when an entry's size is not known up front. */
  size: number | null;
  /**
   * Writes the archive to `out` and ends it (or destroys it on failure); resolves when done, also when `out`
   * closes early (a guest who cancels). Local files are read into a few buffers that are reused once the socket
   * has taken their bytes, so a download allocates nothing per chunk (see `pooledFile`).
   */
  writeTo(out: Writable): Promise<void>;
}

/**
 * Our one ZIP writer (gallery download, voice "Download all"): entries are stored as they are, since photos,
 * videos and audio are already compressed. Each entry's bytes go from the store straight to the response,
 * checksummed on the way; the socket's backpressure paces the reads, so memory stays flat whatever the archive's
 * size. See docs/decisions/011.
 */
export function zipArchive(entries: ZipEntry[]): ZipArchive {
  return { size: archiveLength(entries), writeTo: (out) => writeArchive(entries, out) };
}

/** A piece of the archive; `release` (pooled buffers only) hands its buffer back once the bytes are sent. */
interface Part {
  bytes: Buffer;
  release?: () => void;
}

/** Reads a local file for `archiveParts`: pieces of the file, in order. */
type FileReader = (file: string) => AsyncIterable<Part>;

/**
 * The archive's pieces in order. Each source is read through its async iterator, which keeps one read ahead of
 * the consumer; an earlier version paused and resumed the source on every chunk of backpressure, so reads and
 * sends took turns instead of overlapping (half the throughput of piping the files, bench/RESULTS.md). When the
 * consumer stops early (the client hung up), the generator is returned, which closes the entry's source.
 */
async function* archiveParts(entries: ZipEntry[], readFile?: FileReader): AsyncGenerator<Part> {
  const written: EntryRecord[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const record: EntryRecord = { name, mtime: entry.mtime, crc: 0, size: 0, offset };
    const header = localHeader(name, entry.mtime);
    offset += header.length;
    yield { bytes: header };
    const checksum = entry.crc32 === undefined;
    const add = (bytes: Buffer) => {
      if (checksum) record.crc = crc32(bytes, record.crc);
      record.size += bytes.length;
    };
    if (entry.file && readFile) {
      for await (const part of readFile(entry.file)) {
        add(part.bytes);
        yield part;
      }
    } else {
      const data = await entry.open();
      if (Buffer.isBuffer(data)) {
        add(data);
        yield { bytes: data };
      } else {
        // Leaving this loop early (the generator returned, or a failure) destroys the stream: its file closes.
        for await (const chunk of data as AsyncIterable<Buffer>) {
          add(chunk);
          yield { bytes: chunk };
        }
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
    yield { bytes: descriptor };
    written.push(record);
  }
  const centralStart = offset;
  for (const record of written) {
    const central = centralRecord(record);
    offset += central.length;
    yield { bytes: central };
  }
  yield { bytes: endRecords(written.length, centralStart, offset - centralStart) };
}

/** Reads per local file: a read fills one of these, and the socket's write callback hands it back. Two would do
 * (one being sent, one being read); four leave room for the socket being slow to call back. */
const POOL_BUFFERS = 4;
const POOL_BUFFER_BYTES = 1024 * 1024;

/**
 * Why reused buffers: inside the app, a fresh 1 MB buffer per read lived just long enough to be promoted to V8's
 * old space, and the memory they held outside the heap set off a full mark-compact every ~30 MB sent (33 per GB,
 * a fifth of the server's time; bench/RESULTS.md). Four buffers per download, each back in the pool only when the
 * socket has taken its bytes (`write`'s callback), allocate nothing per chunk and never hand out a buffer whose
 * bytes are still queued.
 */
class BufferPool {
  private readonly free: Buffer[] = [];
  private readonly waiting: { resolve: (b: Buffer) => void; reject: (e: Error) => void }[] = [];
  private closed: Error | null = null;

  constructor(count: number, bytes: number) {
    for (let i = 0; i < count; i++) this.free.push(Buffer.allocUnsafeSlow(bytes));
  }

  take(): Promise<Buffer> {
    if (this.closed) return Promise.reject(this.closed);
    const b = this.free.pop();
    return b ? Promise.resolve(b) : new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  give(b: Buffer) {
    const w = this.waiting.shift();
    if (w) w.resolve(b);
    else this.free.push(b);
  }

  /** The download is over (or abandoned): whoever waits for a buffer stops waiting. */
  close(err: Error) {
    this.closed = err;
    for (const w of this.waiting.splice(0)) w.reject(err);
  }
}

function pooledFile(pool: BufferPool): FileReader {
  return async function* (file) {
    // A file that is gone reads as empty; an entry with a recorded size then fails the archive (the size check),
    // one without (a voice recording) stays as an empty entry, as the store's own reader does.
    const handle = await open(file, 'r').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
    if (!handle) return;
    try {
      for (;;) {
        const buffer = await pool.take();
        let bytesRead: number;
        try {
          ({ bytesRead } = await handle.read(buffer, 0, buffer.length, null));
        } catch (err) {
          pool.give(buffer);
          throw err;
        }
        if (bytesRead === 0) {
          pool.give(buffer);
          return;
        }
        yield { bytes: buffer.subarray(0, bytesRead), release: () => pool.give(buffer) };
      }
    } finally {
      await handle.close();
    }
  };
}

async function writeArchive(entries: ZipEntry[], out: Writable): Promise<void> {
  const pool = new BufferPool(POOL_BUFFERS, POOL_BUFFER_BYTES);
  const gone = new Error('the client closed the connection');
  // 'close' before the end: the guest went away. Stop reading (a take() waiting for a buffer gives up).
  const onClose = () => pool.close(gone);
  out.once('close', onClose);
  const parts = archiveParts(entries, pooledFile(pool));
  // The next piece is read while the socket sends this one (into another buffer of the pool).
  const ahead = () => {
    const next = parts.next();
    next.catch(() => {}); // awaited below; this only keeps it from counting as unhandled meanwhile
    return next;
  };
  try {
    let next = ahead();
    for (;;) {
      const { done, value: part } = await next;
      if (done || out.destroyed) break;
      const more = out.write(part.bytes, part.release && (() => part.release!()));
      next = ahead();
      if (!more) await drained(out);
    }
    if (!out.destroyed) out.end();
  } catch (err) {
    if (err !== gone) out.destroy(err as Error);
  } finally {
    out.off('close', onClose);
    pool.close(gone);
    await parts.return(undefined).catch(() => {}); // closes the file being read, if the loop stopped early
  }
}

/** Resolves when `out` wants more, or when it closes (the loop then stops). */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.once('drain', done);
    out.once('close', done);
  });
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
