import type { BookPaper } from '../../../../shared/book.schemas.js';
import { browserTimeZone } from '../../../lib/time-zone.js';

/**
 * GET /api/keepsake/book: the printable book as a plain download link (the reply is an attachment streamed while
 * it is drawn): the browser writes it straight to disk, where a fetch would hold the whole PDF as a Blob first.
 * Dates and times print in this browser's time zone.
 */
export function bookDownloadUrl(paper: BookPaper, timeZone = browserTimeZone()): string {
  return `/api/keepsake/book?${new URLSearchParams({ paper, tz: timeZone })}`;
}

/** US Letter where it is the usual paper (the United States and Canada, by the browser's language), else A4. */
export function defaultBookPaper(language = typeof navigator === 'undefined' ? '' : navigator.language): BookPaper {
  return /-(US|CA)$/i.test(language) ? 'letter' : 'a4';
}
