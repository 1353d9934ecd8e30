import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createPdfDocument, type PdfDoc, type PdfDocumentOptions } from './pdf-document.js';

/**
 * Draws the pages. Await `pageDone()` after each page (or each few): it waits until the reader has taken what was
 * drawn so far, so a document of a thousand pages for a slow client holds about one page in memory, not all of them.
 * It throws `PdfReaderGone` once the reader has left; let that propagate (the drawing stops, nothing is sent).
 */
export type PdfDrawing = (doc: PdfDoc, pageDone: () => Promise<void>) => Promise<void> | void;

/** A PDF not yet made: `writeTo` makes it while writing it out (like storage/zip-writer.ts's archives). */
export interface PdfFile {
  /** A safe attachment name ending in .pdf (see `pdfFileName`). */
  fileName: string;
  writeTo(out: Writable): Promise<void>;
}

/** The reader closed the connection before the document was finished. */
export class PdfReaderGone extends Error {
  constructor() {
    super('The reader of the PDF went away before it was finished');
  }
}

/** A PDF to make later: the document with these options, its pages drawn by `draw`, streamed to whoever writes it. */
export function pdfFile(fileName: string, options: PdfDocumentOptions, draw: PdfDrawing): PdfFile {
  return { fileName: pdfFileName(fileName), writeTo: (out) => writePdf(out, options, draw) };
}

/** Makes the document and writes it to `out` as it is drawn; resolves once `out` has everything (and is ended). */
export async function writePdf(out: Writable, options: PdfDocumentOptions, draw: PdfDrawing): Promise<void> {
  const doc = createPdfDocument(options);
  doc.pipe(out);
  try {
    await draw(doc, () => readerCaughtUp(doc, out));
  } catch (error) {
    doc.unpipe(out);
    doc.destroy();
    if (error instanceof PdfReaderGone) return;
    throw error;
  }
  doc.end();
  await finished(out);
}

async function readerCaughtUp(doc: PdfDoc, out: Writable): Promise<void> {
  for (;;) {
    // What pdfkit pushed flows to `out` on the next turns of the event loop, unless `out` said it was full (its
    // write() returned false) and the pipe paused the document: then wait for it to drain. The pipe's own view is
    // asked, not `out.writableNeedDrain`, which a response that buffers everything (app.inject's) never clears.
    await new Promise((resolve) => setImmediate(resolve));
    if (out.destroyed || out.writableEnded) throw new PdfReaderGone();
    if (doc.readableFlowing !== false || doc.readableLength === 0) return;
    const stop = new AbortController();
    try {
      await Promise.race([once(out, 'drain', { signal: stop.signal }), once(out, 'close', { signal: stop.signal })]);
    } finally {
      stop.abort();
    }
  }
}

/**
 * A file name safe in a Content-Disposition header and on every file system: lowercase ASCII letters, digits,
 * underscores and dashes (accents dropped, anything else a dash), at most 80 characters, ending in .pdf.
 */
export function pdfFileName(name: string): string {
  const base = name
    .replace(/\.pdf$/i, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${base || 'document'}.pdf`;
}
