import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * Printable PDFs (table cards, the keepsake book): one way to start a document. Every document embeds DejaVu Sans
 * (regular and bold, subset to the glyphs used), so a guest's or host's name in any Latin, Greek or Cyrillic script
 * prints as typed; a character the font lacks prints as its empty box instead of failing the document.
 * Why pdfkit: docs/decisions/047-printable-pdfs.md.
 */

const require = createRequire(import.meta.url);

/** The two faces every document has registered; select one with `doc.font(FONTS.bold)`. */
export const FONTS = {
  regular: 'DejaVuSans',
  bold: 'DejaVuSans-Bold',
} as const;

// Read once per process (about 1.4 MB for both), not from disk for every document.
const FONT_FILES: Record<keyof typeof FONTS, Buffer> = {
  regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
};

/** Page sizes in PDF points (1/72 inch), portrait: [width, height]. */
export const PAGE_SIZES = {
  a4: [595.28, 841.89],
  letter: [612, 792],
  a5: [419.53, 595.28],
  a6: [297.64, 419.53],
} as const satisfies Record<string, readonly [number, number]>;

export type PageSize = keyof typeof PAGE_SIZES;

/** Millimetres to PDF points. */
export function mm(millimetres: number): number {
  return (millimetres * 72) / 25.4;
}

export interface PdfDocumentOptions {
  size: PageSize;
  landscape?: boolean;
  /** Page margin in points on every side (text flows inside it); 0 for layouts that place everything themselves. */
  margin?: number;
  /** The document's title and author, shown by PDF viewers. */
  title?: string;
  author?: string;
  /** false: no page until `doc.addPage()` (to give the first page other options than the rest). */
  autoFirstPage?: boolean;
}

export type PdfDoc = PDFKit.PDFDocument;

/**
 * A new document in DejaVu Sans, its pages written out as each next one starts (no page buffering: a long document
 * never sits whole in memory; stream it with `pdf-stream.ts`). Add a page of the same size with
 * `doc.addPage(pageOptions(size))`.
 */
export function createPdfDocument(options: PdfDocumentOptions): PdfDoc {
  const doc = new PDFDocument({
    ...pageOptions(options.size, options),
    autoFirstPage: options.autoFirstPage ?? true,
    bufferPages: false,
    // The default font (not Helvetica, never used): pdfkit takes a font's bytes here, whatever its types say. It is
    // filed under its PostScript name, DejaVuSans, so selecting FONTS.regular below reuses it.
    font: FONT_FILES.regular as unknown as string,
    info: {
      CreationDate: new Date(),
      Creator: 'Voxbook',
      Producer: 'Voxbook',
      ...(options.title !== undefined && { Title: options.title }),
      ...(options.author !== undefined && { Author: options.author }),
    },
    displayTitle: options.title !== undefined,
  });
  doc.registerFont(FONTS.regular, FONT_FILES.regular);
  doc.registerFont(FONTS.bold, FONT_FILES.bold);
  doc.font(FONTS.regular);
  return doc;
}

/** The options of a page of this size, for `doc.addPage(...)`. */
export function pageOptions(size: PageSize, options: { landscape?: boolean; margin?: number } = {}): PDFKit.PDFDocumentOptions {
  return {
    size: [...PAGE_SIZES[size]],
    layout: options.landscape ? 'landscape' : 'portrait',
    margin: options.margin ?? mm(15),
  };
}
