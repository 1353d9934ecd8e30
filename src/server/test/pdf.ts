import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQRModule from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PNG } from 'pngjs';

/**
 * Reading a PDF back as its reader would: its text (pdfjs-dist, Firefox's PDF engine), its pages and their sizes,
 * and the QR codes a phone would scan from a page (Debian's pdftoppm renders it at 150 dpi, jsqr decodes).
 */

const run = promisify(execFile);
const RENDER_DPI = 150;

// jsqr is a CommonJS bundle whose types describe an ES default export; take whichever shape arrives.
type JsQr = (
  data: Uint8ClampedArray,
  width: number,
  height: number,
  options?: { inversionAttempts?: 'dontInvert' },
) => { data: string; location: Record<'topLeftCorner' | 'topRightCorner' | 'bottomLeftCorner' | 'bottomRightCorner', { x: number; y: number }> } | null;
const jsQR = ((jsQRModule as unknown as { default?: JsQr }).default ?? jsQRModule) as unknown as JsQr;

async function openPdf(buffer: Buffer) {
  // pdfjs takes ownership of (and detaches) the bytes it is given: hand it a copy.
  return getDocument({ data: new Uint8Array(buffer), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
}

/** The text of each page, items joined in reading order, one line per line of the page. */
export async function pdfPageTexts(buffer: Buffer): Promise<string[]> {
  const pdf = await openPdf(buffer);
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/** All the text of the document, pages separated by a blank line. */
export async function pdfText(buffer: Buffer): Promise<string> {
  return (await pdfPageTexts(buffer)).join('\n\n');
}

export async function pdfPageCount(buffer: Buffer): Promise<number> {
  const pdf = await openPdf(buffer);
  try {
    return pdf.numPages;
  } finally {
    await pdf.destroy();
  }
}

/** Each page's width and height in points (A4 portrait: 595.28 × 841.89). */
export async function pdfPageSizes(buffer: Buffer): Promise<{ width: number; height: number }[]> {
  const pdf = await openPdf(buffer);
  try {
    const sizes = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const [x0, y0, x1, y1] = (await pdf.getPage(n)).view as [number, number, number, number];
      sizes.push({ width: x1 - x0, height: y1 - y0 });
    }
    return sizes;
  } finally {
    await pdf.destroy();
  }
}

/** A page rendered by pdftoppm as a PNG, at 150 dpi unless told. */
export async function renderPdfPage(buffer: Buffer, page: number, dpi = RENDER_DPI): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-render-'));
  try {
    const input = path.join(dir, 'in.pdf');
    await writeFile(input, buffer);
    const root = path.join(dir, 'page');
    await run('pdftoppm', ['-r', String(dpi), '-png', '-f', String(page), '-l', String(page), '-singlefile', input, root]);
    return await readFile(`${root}.png`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface DecodedQrCode {
  data: string;
  /** The code's square (finder patterns' outer corners, quiet zone excluded) on the page, in points from the top left. */
  left: number;
  top: number;
  size: number;
}

/**
 * Every QR code on a page (1-based), top to bottom then left to right. jsqr finds one code per look: each code found
 * is painted over and the page looked at again; when the whole page shows none, overlapping tiles (halves, thirds,
 * quarters) are looked at too, so a sheet of several codes gives each of them, identical ones included.
 */
export async function decodeQrCodes(buffer: Buffer, page: number): Promise<DecodedQrCode[]> {
  const png = PNG.sync.read(await renderPdfPage(buffer, page));
  const image = { data: new Uint8ClampedArray(png.data), width: png.width, height: png.height };
  const found: DecodedQrCode[] = [];
  const toPoints = 72 / RENDER_DPI;

  const lookIn = (x0: number, y0: number, width: number, height: number): boolean => {
    const tile = crop(image, x0, y0, width, height);
    const code = jsQR(tile.data, tile.width, tile.height, { inversionAttempts: 'dontInvert' });
    // jsqr now and then takes three dark shapes of the print for finder patterns (bold Arabic glyphs do it) and
    // "decodes" them to nothing: no code carries no data (qrcode refuses to draw one, "No input text"), so that is
    // not a code on the page. Left unpainted, it cannot hide a real code; the tiles below look around it.
    if (!code || code.data === '') return false;
    const corners = Object.values(code.location);
    const xs = corners.map((c) => c.x + x0);
    const ys = corners.map((c) => c.y + y0);
    const [left, top, right, bottom] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    found.push({ data: code.data, left: left * toPoints, top: top * toPoints, size: ((right - left + bottom - top) / 2) * toPoints });
    // Paint it (and a margin of a tenth of its size) white, so the next look finds another one.
    const margin = Math.ceil((right - left) / 10);
    paintWhite(image, Math.floor(left) - margin, Math.floor(top) - margin, Math.ceil(right) + margin, Math.ceil(bottom) + margin);
    return true;
  };

  // Each pass: the whole page, then (if it shows none) each tile of the halves, thirds, quarters until one
  // size of tile gives something; passes until one finds nothing.
  const lookEverywhere = (): boolean => {
    if (lookIn(0, 0, image.width, image.height)) return true;
    for (const parts of [2, 3, 4]) {
      const w = Math.ceil(image.width / parts);
      const h = Math.ceil(image.height / parts);
      let any = false;
      for (let y = 0; y + h / 2 < image.height; y += Math.ceil(h / 2)) {
        for (let x = 0; x + w / 2 < image.width; x += Math.ceil(w / 2)) {
          while (lookIn(x, y, Math.min(w, image.width - x), Math.min(h, image.height - y))) any = true;
        }
      }
      if (any) return true;
    }
    return false;
  };

  while (lookEverywhere());
  const row = (c: DecodedQrCode) => Math.round(c.top / 36); // half an inch: codes side by side share a row
  return found.sort((a, b) => row(a) - row(b) || a.left - b.left);
}

type Rgba = { data: Uint8ClampedArray; width: number; height: number };

function crop(image: Rgba, x0: number, y0: number, width: number, height: number): Rgba {
  if (x0 === 0 && y0 === 0 && width === image.width && height === image.height) return image;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const from = ((y0 + y) * image.width + x0) * 4;
    data.set(image.data.subarray(from, from + width * 4), y * width * 4);
  }
  return { data, width, height };
}

function paintWhite(image: Rgba, x0: number, y0: number, x1: number, y1: number) {
  for (let y = Math.max(0, y0); y < Math.min(image.height, y1); y++) {
    const from = (y * image.width + Math.max(0, x0)) * 4;
    const to = (y * image.width + Math.min(image.width, x1)) * 4;
    image.data.fill(255, from, to);
  }
}
