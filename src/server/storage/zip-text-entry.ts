import { Readable } from 'node:stream';
import type { ZipEntry } from './zip-writer.js';

const BATCH_BYTES = 64 * 1024;

/**
 * A text file of an archive written from pieces (a CSV row, a page's section per message) without holding it whole:
 * `render` is run once up front to measure the bytes (so the archive's length stays known), and again when the
 * archive reaches the entry, sending ~64 KB at a time. `render` must give the same text both times.
 */
export function textEntry(name: string, mtime: Date, render: () => Iterable<string>): ZipEntry {
  let size = 0;
  for (const piece of render()) size += Buffer.byteLength(piece, 'utf8');
  return { name, mtime, size, open: async () => Readable.from(batches(render())) };
}

function* batches(pieces: Iterable<string>): Generator<Buffer> {
  let batch = '';
  for (const piece of pieces) {
    batch += piece;
    // Characters, not bytes, decide the cut: a batch is at most 3x the size for non-Latin text, which is fine.
    if (batch.length >= BATCH_BYTES) {
      yield Buffer.from(batch, 'utf8');
      batch = '';
    }
  }
  if (batch) yield Buffer.from(batch, 'utf8');
}
