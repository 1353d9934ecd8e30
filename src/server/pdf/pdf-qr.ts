import QRCode from 'qrcode';
import type { PdfDoc } from './pdf-document.js';

export interface QrPlacement {
  /** Top-left corner of the code's square, quiet zone included, in points. */
  x: number;
  y: number;
  /** Side of the whole square, quiet zone included, in points. */
  size: number;
  /** Light modules around the code; 4 is the standard's minimum and the default. */
  quietZone?: number;
}

/**
 * Draws `text` as a QR code (error correction M, the level most printed codes use) in vector squares, so it stays
 * sharp at any print size: a white square for the quiet zone (scannable on any background), then the dark modules,
 * each row's runs as single rectangles, filled as one path (no hairline seams between modules in viewers).
 * Returns the size of one module in points (a scanner needs about 0.4 mm or more).
 */
export function drawQrCode(doc: PdfDoc, text: string, placement: QrPlacement): number {
  const { x, y, size } = placement;
  const quietZone = placement.quietZone ?? 4;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const module = size / (count + 2 * quietZone);
  const origin = { x: x + quietZone * module, y: y + quietZone * module };

  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!qr.modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && qr.modules.get(row, col)) col++;
      doc.rect(origin.x + start * module, origin.y + row * module, (col - start) * module, module);
    }
  }
  doc.fill('#000000');
  doc.restore();
  return module;
}
