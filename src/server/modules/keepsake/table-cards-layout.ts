import { FONTS, PAGE_SIZES, mm, type PdfDoc } from '../../pdf/pdf-document.js';
import { drawQrCode } from '../../pdf/pdf-qr.js';
import { printable } from '../../pdf/right-to-left.js';
import type { TableCardLayout } from '../../../shared/table-cards.schemas.js';

/** What one card shows. */
export interface TableCard {
  displayName: string;
  instruction: string;
  /** What the QR code opens. */
  url: string;
  /** The same link for people who type it (no scheme). */
  shortUrl: string;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The card as designed for A6 (105 × 148 mm), in millimetres and points; other sizes scale it. The QR code is
 * 64 mm with its quiet zone, so the code itself is 46 mm or more (a phone reads it from across a table).
 */
const A6 = {
  padding: mm(10),
  name: { largest: 22, smallest: 12, lines: 2 },
  instruction: 12.5,
  url: { largest: 12, smallest: 7 },
  qr: mm(64),
  gaps: { afterName: mm(4), afterInstruction: mm(6), afterQr: mm(3) },
} as const;

const INK = '#111111';
const SOFT_INK = '#4a4a4a';
const CUT_LINE = '#b8b8b8';

/** The page size of each layout and where its cards go (the A4 sheet cut in four gives four A6 cards). */
export const TABLE_CARD_SHEETS = {
  'a4-four': { size: 'a4', cards: 4 },
  'a5-sign': { size: 'a5', cards: 1 },
} as const satisfies Record<TableCardLayout, { size: keyof typeof PAGE_SIZES; cards: number }>;

/** Draws the layout's one page: four cards with dashed cut lines between them, or one sign. */
export function drawTableCardSheet(doc: PdfDoc, layout: TableCardLayout, card: TableCard) {
  const [width, height] = PAGE_SIZES[TABLE_CARD_SHEETS[layout].size];
  if (layout === 'a5-sign') {
    drawTableCard(doc, card, { x: 0, y: 0, width, height });
    return;
  }
  for (const [col, row] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) {
    drawTableCard(doc, card, { x: (col * width) / 2, y: (row * height) / 2, width: width / 2, height: height / 2 });
  }
  doc.save().lineWidth(0.5).strokeColor(CUT_LINE).dash(4, { space: 3 });
  doc.moveTo(width / 2, 0).lineTo(width / 2, height).stroke();
  doc.moveTo(0, height / 2).lineTo(width, height / 2).stroke();
  doc.undash().restore();
}

/** One card centred in `box`: name, instruction, QR code, the link written out. */
export function drawTableCard(doc: PdfDoc, card: TableCard, box: Box) {
  const scale = box.width / PAGE_SIZES.a6[0];
  const width = box.width - 2 * A6.padding * scale;
  const x = box.x + A6.padding * scale;
  const qrSize = A6.qr * scale;

  const name = fitText(doc, card.displayName, FONTS.bold, width, A6.name.largest * scale, A6.name.smallest * scale, A6.name.lines);
  doc.font(FONTS.regular).fontSize(A6.instruction * scale);
  const instruction = printable(doc, card.instruction, width);
  const instructionHeight = doc.heightOfString(instruction, { width, align: 'center' });
  const url = fitText(doc, card.shortUrl, FONTS.regular, width, A6.url.largest * scale, A6.url.smallest * scale, 1);

  const gaps = A6.gaps;
  const total =
    name.height + gaps.afterName * scale + instructionHeight + gaps.afterInstruction * scale + qrSize + gaps.afterQr * scale + url.height;
  let y = box.y + Math.max(A6.padding * scale, (box.height - total) / 2);

  doc.fillColor(INK).font(FONTS.bold).fontSize(name.size);
  doc.text(name.text, x, y, { width, align: 'center', height: name.height, ellipsis: true });
  y += name.height + gaps.afterName * scale;

  doc.fillColor(SOFT_INK).font(FONTS.regular).fontSize(A6.instruction * scale);
  doc.text(instruction, x, y, { width, align: 'center' });
  y += instructionHeight + gaps.afterInstruction * scale;

  drawQrCode(doc, card.url, { x: box.x + (box.width - qrSize) / 2, y, size: qrSize });
  y += qrSize + gaps.afterQr * scale;

  doc.fillColor(INK).font(FONTS.regular).fontSize(url.size);
  doc.text(card.shortUrl, x, y, { width, align: 'center', height: url.height, ellipsis: true });
}

/**
 * The largest size from `largest` down to `smallest` at which `text` fits in `lines` lines of `width`, the height it
 * takes and the text to print at that size; a text too long even at `smallest` gets `lines` lines there (the rest cut
 * with an ellipsis).
 */
function fitText(doc: PdfDoc, text: string, font: string, width: number, largest: number, smallest: number, lines: number) {
  doc.font(font);
  for (let size = largest; ; size = Math.max(smallest, size - 0.5)) {
    doc.fontSize(size);
    const allowed = lines * doc.currentLineHeight(true);
    const printed = printable(doc, text, width);
    const height = doc.heightOfString(printed, { width, align: 'center' });
    if (height <= allowed + 0.01 || size === smallest) return { size, height: Math.min(height, allowed), text: printed };
  }
}
