import type { BookPaper } from '../../../shared/book.schemas.js';
import type { Language } from '../../../shared/i18n/languages.js';
import { formatCount } from '../../lib/language-format.js';
import { type MailT, mailT } from '../../mail/mail-texts.js';
import { FONTS, mm, PAGE_SIZES, pageOptions, type PdfDoc } from '../../pdf/pdf-document.js';
import { drawQrCode } from '../../pdf/pdf-qr.js';
import type { PdfDrawing } from '../../pdf/pdf-stream.js';
import { isRightToLeft, printable } from '../../pdf/right-to-left.js';

/** One message as the book prints it. */
export interface BookEntry {
  number: number;
  name: string;
  /** Date and time in the host's time zone. */
  when: string;
  duration: string;
  listenUrl: string;
  /**
   * The prompt the guest answered (docs/decisions/051), filled in by book-build.ts; null when the guest answered
   * none, and the entry then leaves the line out.
   */
  prompt: string | null;
  /** The guest's photo as a square JPEG, read when its page is drawn (docs/decisions/082); null when none was sent. */
  photo: (() => Promise<Buffer | null>) | null;
}

export interface BookContent {
  paper: BookPaper;
  /** The host's language (docs/decisions/077): the book's words, dates and numbers are in it. */
  language: Language;
  displayName: string;
  /** The profile picture as JPEG, or null. */
  picture: Buffer | null;
  /** The days the messages span; null when there are none. */
  dateRange: string | null;
  entries: BookEntry[];
}

const INK = '#1c1917';
const MUTED = '#57534e';
const FAINT = '#8f837b';
const RULE = '#e7ddd5';
const ROSE = '#be123c';
const GOLD = '#a16207';

const SIDE = mm(18);
const TOP = mm(16);
const BOTTOM = mm(14);
/** Header (the host's name and a rule) above the entries, footer (the page number) below them. */
const HEADER = mm(10);
const FOOTER = mm(8);
/** The least height of an entry; the entries of a page share its height evenly. */
const MIN_ENTRY_HEIGHT = mm(36);
const QR_SIZE = mm(28);
const GUTTER = mm(8);

/** How many entries a page of this paper holds (six on A4 and on US Letter), and the height of each. */
export function entryLayout(paper: BookPaper): { perPage: number; height: number } {
  const room = PAGE_SIZES[paper][1] - TOP - HEADER - BOTTOM - FOOTER;
  const perPage = Math.floor(room / MIN_ENTRY_HEIGHT);
  return { perPage, height: room / perPage };
}

/**
 * The book: a cover (the host's name, picture and the days the messages span), then the messages in time order,
 * several to a page, each with its QR code to the message's listen page and the guest's photo beside it when they sent one; page numbers from the second page on.
 * Entries have a fixed height (long names and prompts end in an ellipsis), so the page count is known up front.
 */
export function drawBook(content: BookContent): PdfDrawing {
  const { perPage, height } = entryLayout(content.paper);
  const pages = 1 + Math.ceil(content.entries.length / perPage);
  const t = mailT(content.language);
  return async (doc, pageDone) => {
    drawCover(doc, content, t);
    await pageDone();
    for (let page = 2, i = 0; i < content.entries.length; page++, i += perPage) {
      doc.addPage(pageOptions(content.paper, { margin: 0 }));
      drawRunningHeader(doc, content.displayName);
      const entries = content.entries.slice(i, i + perPage);
      // A page's photos at a time: a book of a thousand photographed messages never holds more than six.
      const photos = await Promise.all(entries.map((entry) => entry.photo?.() ?? null));
      entries.forEach((entry, n) => drawEntry(doc, entry, photos[n] ?? null, TOP + HEADER + n * height, height, n > 0, t));
      drawPageNumber(doc, page, pages);
      await pageDone();
    }
  };
}

function drawCover(doc: PdfDoc, content: BookContent, t: MailT) {
  const { width, height } = doc.page;
  // A fine double frame in champagne gold.
  doc.save().lineWidth(1.2).strokeColor(GOLD).rect(mm(10), mm(10), width - mm(20), height - mm(20)).stroke();
  doc.lineWidth(0.4).rect(mm(12), mm(12), width - mm(24), height - mm(24)).stroke().restore();

  const textWidth = width - 2 * mm(28);
  const x = mm(28);
  let y = height * 0.16;
  doc.font(FONTS.regular).fontSize(11).fillColor(ROSE);
  const kicker = t('book.kicker').toUpperCase();
  // Spaced letters would break Arabic's joined ones apart.
  const spacing = isRightToLeft(kicker) ? 0 : 2.5;
  doc.text(printable(doc, kicker, textWidth), x, y, { width: textWidth, align: 'center', characterSpacing: spacing, lineBreak: false });
  y += mm(14);

  if (content.picture) {
    const d = mm(55);
    const cx = width / 2;
    doc.save().circle(cx, y + d / 2, d / 2).clip();
    doc.image(content.picture, cx - d / 2, y, { width: d, height: d });
    doc.restore();
    doc.save().lineWidth(1.5).strokeColor(GOLD).circle(cx, y + d / 2, d / 2 + 2).stroke().restore();
    y += d + mm(12);
  } else {
    y += mm(20);
  }

  doc.font(FONTS.bold).fontSize(30).fillColor(INK);
  const name = printable(doc, content.displayName, textWidth);
  const nameHeight = Math.min(doc.heightOfString(name, { width: textWidth, align: 'center', lineGap: 2 }), 3 * 38);
  doc.text(name, x, y, { width: textWidth, align: 'center', lineGap: 2, height: nameHeight, ellipsis: true });
  y += nameHeight + mm(8);

  doc.font(FONTS.regular).fontSize(14).fillColor(MUTED);
  const dates = content.dateRange ?? t('book.noMessages');
  doc.text(printable(doc, dates, textWidth), x, y, { width: textWidth, align: 'center' });
  y = doc.y + mm(3);
  if (content.entries.length > 0) {
    const count = content.entries.length;
    doc.fontSize(11).fillColor(FAINT);
    doc.text(printable(doc, t('book.messages', { count, total: formatCount(count, content.language) }), textWidth), x, y, { width: textWidth, align: 'center' });
    doc.fontSize(10).fillColor(MUTED).text(printable(doc, t('book.scanHint'), textWidth), x, height - mm(38), { width: textWidth, align: 'center' });
  }
  doc.fontSize(8).fillColor(FAINT);
  doc.text(printable(doc, t('book.madeWith'), textWidth), x, height - mm(24), { width: textWidth, align: 'center', lineBreak: false });
}

function drawRunningHeader(doc: PdfDoc, displayName: string) {
  const { width } = doc.page;
  doc.font(FONTS.regular).fontSize(9).fillColor(FAINT);
  const name = printable(doc, displayName, width - 2 * SIDE);
  doc.text(name, SIDE, TOP, { width: width - 2 * SIDE, align: isRightToLeft(name) ? 'right' : 'left', height: 12, ellipsis: true, lineBreak: false });
  doc.save().lineWidth(0.6).strokeColor(GOLD).moveTo(SIDE, TOP + mm(5)).lineTo(width - SIDE, TOP + mm(5)).stroke().restore();
}

function drawEntry(doc: PdfDoc, entry: BookEntry, photo: Buffer | null, top: number, height: number, ruleAbove: boolean, t: MailT) {
  const { width } = doc.page;
  if (ruleAbove) doc.save().lineWidth(0.5).strokeColor(RULE).moveTo(SIDE, top).lineTo(width - SIDE, top).stroke().restore();
  const qrTop = top + (height - QR_SIZE) / 2;
  drawQrCode(doc, entry.listenUrl, { x: SIDE, y: qrTop, size: QR_SIZE });
  // On screen, the code is a link too.
  doc.link(SIDE, qrTop, QR_SIZE, QR_SIZE, entry.listenUrl);

  // The guest's photo beside the code, the same size, with rounded corners (docs/decisions/082).
  let x = SIDE + QR_SIZE + GUTTER;
  if (photo) {
    doc.save().roundedRect(x, qrTop, QR_SIZE, QR_SIZE, mm(2)).clip();
    doc.image(photo, x, qrTop, { width: QR_SIZE, height: QR_SIZE });
    doc.restore();
    x += QR_SIZE + GUTTER;
  }
  const textWidth = width - SIDE - x;
  let y = qrTop + mm(1);
  doc.font(FONTS.regular).fontSize(8.5).fillColor(ROSE);
  const number = t('book.entryNumber', { number: entry.number });
  const rtl = isRightToLeft(number);
  // An Arabic book reads from the right: its lines start at the right edge, beside the code.
  const align = rtl ? 'right' : 'left';
  doc.text(printable(doc, number, textWidth), x, y, { width: textWidth, align, characterSpacing: rtl ? 0 : 0.8, lineBreak: false });
  y += mm(4.5);
  doc.font(FONTS.bold).fontSize(15).fillColor(INK);
  doc.text(printable(doc, entry.name, textWidth), x, y, { width: textWidth, align, height: 2 * 18.5, ellipsis: true, lineGap: 1 });
  y = doc.y + mm(1.5);
  doc.font(FONTS.regular).fontSize(10.5).fillColor(MUTED);
  doc.text(printable(doc, `${entry.when}  ·  ${t('book.length', { clock: entry.duration })}`, textWidth), x, y, { width: textWidth, align, height: 14, ellipsis: true });
  if (entry.prompt) {
    y += mm(5.5);
    const room = Math.max(12, top + height - mm(2) - y);
    doc.fontSize(9.5).fillColor(MUTED).text(printable(doc, `“${entry.prompt}”`, textWidth), x, y, { width: textWidth, align, height: room, ellipsis: true });
  }
}

function drawPageNumber(doc: PdfDoc, page: number, pages: number) {
  const { width, height } = doc.page;
  doc.font(FONTS.regular).fontSize(9).fillColor(FAINT);
  doc.text(`${page} / ${pages}`, SIDE, height - BOTTOM - mm(4), { width: width - 2 * SIDE, align: 'center', lineBreak: false });
}
