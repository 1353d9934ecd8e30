import type { PdfDoc } from './pdf-document.js';

/** A text whose first letter is written right to left (Arabic, Hebrew): fontkit then lays it out right to left. */
const RIGHT_TO_LEFT = /^[^\p{L}]*[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;

/** A run read left to right inside a right-to-left line: digits ('2026', '18:03', '0:42') and Latin words ('Voxbook'). */
const LEFT_TO_RIGHT_RUN = /[0-9A-Za-z\u00c0-\u024f]+(?:[:.,/][0-9A-Za-z\u00c0-\u024f]+)*/g;

export const isRightToLeft = (text: string) => RIGHT_TO_LEFT.test(text);

/**
 * The text as pdfkit must be given it to print it right, at the current font and size in lines of `width`.
 * Left-to-right text as it is. Right-to-left text (an Arabic card, book or name): fontkit shapes its letters and
 * orders a run right to left, but pdfkit lays a line out word by word, which would put the words left to right; so
 * the lines are broken here, and each line's words joined by no-break spaces, which pdfkit does not split at, so
 * each line is one run. fontkit turns the whole run around, numbers and Latin words too ('2026' would print '6202'):
 * each of those is turned around here first, so it prints as written (a run of several Latin words keeps each word
 * whole but not their order; our Arabic texts have none).
 */
export function printable(doc: PdfDoc, text: string, width: number): string {
  if (!isRightToLeft(text)) return text;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const longer = line ? `${line} ${word}` : word;
    if (line && doc.widthOfString(longer) > width) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  if (line) lines.push(line);
  return lines.map((l) => l.replace(LEFT_TO_RIGHT_RUN, (run) => [...run].reverse().join('')).replace(/ /g, '\u00a0')).join('\n');
}
