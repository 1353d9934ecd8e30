import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { decodeQrCodes, pdfPageCount, pdfPageSizes, pdfText } from '../test/pdf.js';
import { FONTS, PAGE_SIZES, mm, pageOptions } from './pdf-document.js';
import { drawQrCode } from './pdf-qr.js';
import { pdfFile, pdfFileName, writePdf, type PdfDrawing } from './pdf-stream.js';

async function make(size: keyof typeof PAGE_SIZES, draw: PdfDrawing): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await writePdf(out, { size, margin: mm(10), title: 'A test' }, draw);
  return Buffer.concat(chunks);
}

describe('printable PDFs (the foundation)', () => {
  it('prints names in accented Latin, Greek and Cyrillic, and a QR code that scans back to its text', async () => {
    const pdf = await make('a6', (doc) => {
      doc.font(FONTS.bold).fontSize(18).text('Zoë & Józef Łukasiewicz');
      doc.font(FONTS.regular).fontSize(12).text('Анна Петрова · Ελένη Παπαδοπούλου');
      drawQrCode(doc, 'https://voxbook.example/zoe-and-jozef', { x: mm(25), y: mm(40), size: mm(50) });
    });

    const text = (await pdfText(pdf)).replace(/\s+/g, ' '); // the name wraps on the narrow card
    expect(text).toContain('Zoë & Józef Łukasiewicz');
    expect(text).toContain('Анна Петрова · Ελένη Παπαδοπούλου');
    expect(await pdfPageCount(pdf)).toBe(1);
    expect(await pdfPageSizes(pdf)).toEqual([{ width: PAGE_SIZES.a6[0], height: PAGE_SIZES.a6[1] }]);
    const codes = await decodeQrCodes(pdf, 1);
    expect(codes.map((c) => c.data)).toEqual(['https://voxbook.example/zoe-and-jozef']);
    // 50 mm with the 4-module quiet zone on each side: the code itself is a bit over 40 mm wide.
    expect(codes[0]!.size).toBeGreaterThan(mm(38));
    expect(codes[0]!.size).toBeLessThan(mm(50));
  });

  it('does not fail on characters the font lacks: the rest of the name prints', async () => {
    const pdf = await make('a5', (doc) => {
      doc.fontSize(14).text('Mei 美玲 🎉 Chen');
    });
    const text = await pdfText(pdf);
    expect(text).toContain('Mei');
    expect(text).toContain('Chen');
  });

  it('finds every QR code of a page holding several, identical ones included, in reading order', async () => {
    const [width, height] = PAGE_SIZES.a4;
    const pdf = await make('a4', (doc) => {
      for (const [i, [x, y]] of [[0, 0], [1, 0], [0, 1], [1, 1]].entries()) {
        drawQrCode(doc, i === 3 ? 'https://voxbook.example/g/other' : 'https://voxbook.example/same', {
          x: x! * (width / 2) + mm(20),
          y: y! * (height / 2) + mm(30),
          size: mm(50),
        });
      }
    });
    const codes = await decodeQrCodes(pdf, 1);
    expect(codes.map((c) => c.data)).toEqual([
      'https://voxbook.example/same',
      'https://voxbook.example/same',
      'https://voxbook.example/same',
      'https://voxbook.example/g/other',
    ]);
    expect(codes[1]!.left).toBeGreaterThan(width / 2);
    expect(codes[2]!.top).toBeGreaterThan(height / 2);
  });

  it('keeps about a page in memory while a slow reader takes a long document', async () => {
    let mostBuffered = 0;
    let written = 0;
    const slow = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, done) {
        written += chunk.length;
        setImmediate(done);
      },
    });
    await writePdf(slow, { size: 'a4' }, async (doc, pageDone) => {
      for (let page = 1; page <= 150; page++) {
        if (page > 1) doc.addPage(pageOptions('a4'));
        doc.fontSize(10).text(`Page ${page} `.repeat(400));
        drawQrCode(doc, `https://voxbook.example/listen/${page}`, { x: mm(20), y: mm(200), size: mm(40) });
        await pageDone();
        mostBuffered = Math.max(mostBuffered, doc.readableLength);
      }
    });
    expect(written).toBeGreaterThan(200_000);
    expect(mostBuffered).toBeLessThan(64 * 1024);
  });

  it('stops drawing when the reader leaves, without an error', async () => {
    let pagesDrawn = 0;
    const out = new PassThrough();
    out.resume();
    await writePdf(out, { size: 'a6' }, async (doc, pageDone) => {
      for (let page = 1; page <= 100; page++) {
        if (page > 1) doc.addPage(pageOptions('a6'));
        doc.text(`Page ${page}`);
        pagesDrawn++;
        if (page === 3) out.destroy();
        await pageDone();
      }
    });
    expect(pagesDrawn).toBe(3);
  });

  it('names files safely', () => {
    expect(pdfFileName('Zoë & Józef — table cards')).toBe('zoe-jozef-table-cards.pdf');
    expect(pdfFileName('Анна.pdf')).toBe('document.pdf');
    expect(pdfFileName('"; evil\r\nX: y')).toBe('evil-x-y.pdf');
    expect(pdfFile('Cards', { size: 'a4' }, () => {}).fileName).toBe('cards.pdf');
  });
});
