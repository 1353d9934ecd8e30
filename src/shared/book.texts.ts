import { BRAND } from './brand.texts.js';

/** The printed book (PDF): what its cover and pages say. */
export const BOOK_PDF = {
  coverKicker: 'Voice guestbook',
  messageCount: (n: number) => (n === 1 ? '1 voice message' : `${n} voice messages`),
  noMessages: 'No voice messages yet.',
  scanHint: 'Scan a code with your phone’s camera to hear the message.',
  duration: (clock: string) => `Length ${clock}`,
  entryNumber: (n: number) => `No. ${n}`,
  pageNumber: (page: number, pages: number) => `${page} / ${pages}`,
  madeWith: `Made with ${BRAND}`,
  /** The PDF's document title (what a viewer's title bar shows). */
  documentTitle: (host: string) => `${host} · Voice guestbook`,
  /** The download's name (made safe for every file system by the server). */
  fileName: (username: string, date: string) => `${username}-voice-guestbook-${date}.pdf`,
} as const;
