import { BRAND } from './brand.texts.js';

/** A guest who left the name blank, on the listen page and in the book (issue 23). */

/** The listen page a book's QR code opens (`/l/{token}`): one message, no sign-in. */
export const LISTEN_PAGE = {
  title: (guest: string, host: string) => `${guest}'s voice message for ${host}`,
  heading: (guest: string) => `A voice message from ${guest}`,
  forHost: (host: string) => `For ${host}`,
  hostPicture: (host: string) => `${host}'s profile picture`,
  playerLabel: (guest: string) => `Voice message from ${guest}`,
  length: (clock: string) => `Length ${clock}`,
  cannotPlay: 'Your browser cannot play this recording.',
  notFoundTitle: 'Message not found',
  notFoundBody: 'This link does not open a message any more: the message was removed, or its links were replaced.',
  poweredBy: `Powered by ${BRAND}`,
} as const;

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

/** The dashboard's Book card. */
export const BOOK_UI = {
  title: 'Book',
  description: 'A printable PDF of your messages: each with the guest’s name, the time and a QR code that plays it.',
  paperLabel: 'Paper size',
  paperA4: 'A4',
  paperLetter: 'US Letter',
  download: 'Download book (PDF)',
  revoke: 'Revoke listen links',
  revokeTitle: 'Revoke all listen links?',
  revokeDescription:
    'Every QR code in a book you have printed or downloaded will stop working, and anyone who opens an old link will see “Message not found”. Download the book again to get new codes.',
  revokeConfirm: 'Revoke links',
  revoked: 'Listen links revoked. Download the book again for new codes.',
  revokeFailed: 'The listen links could not be revoked. Please try again.',
} as const;
