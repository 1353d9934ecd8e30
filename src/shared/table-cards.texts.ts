import { LANGUAGES } from './i18n/languages.js';

/** The table cards and the guestbook's QR code (issue 23), written once for the PDF, the API and the dashboard. */

/** What each card says under the host's name, by what it links to. */
export const TABLE_CARD_INSTRUCTIONS = {
  page: 'Scan to leave us a voice message',
  gallery: 'Scan to share your photos',
} as const;

export const TABLE_CARDS_MSG = {
  forInvalid: 'Choose what the cards link to: page or gallery',
  layoutInvalid: 'Choose a layout: a4-four or a5-sign',
  /** The cards' language (issue 25): optional, one of ours. */
  languageInvalid: `Choose the cards' language: ${LANGUAGES.join(', ')}`,
} as const;

export const TABLE_CARDS_UI = {
  pageQrTitle: 'Guestbook QR Code',
  pageQrDescription: 'Guests scan it to open your page and leave a voice message.',
  pageQrAlt: 'QR code for your guestbook page',
  pageQrLoading: 'Loading your QR code',
  pageQrFailed: 'Could not load the QR code',
  pageLinkLabel: 'Guestbook link',
  copyPageLink: 'Copy guestbook link',
  downloadPng: 'Download PNG',
  pageQrDownloaded: 'QR code downloaded',

  tableCardsTitle: 'Table cards',
  tableCardsDescription: 'Printable PDFs with your name, the QR code and the link written out.',
  pageCards: 'Voice guestbook',
  galleryCards: 'Photo gallery',
  a4Four: '4 cards (A4)',
  a5Sign: 'Sign (A5)',
  /** The accessible name of each download button: its text, then what it prints. */
  downloadLabel: (layoutText: string, targetTitle: string) => `${layoutText}, ${targetTitle.toLowerCase()} (PDF)`,
  downloadHint: 'Print at actual size (100%). Cut the A4 sheet along the dashed lines.',
  downloaded: 'Table cards downloaded',
  /** The toast's advice after each download. */
  printAdvice: {
    'a4-four': 'Print at actual size (100%), then cut along the dashed lines.',
    'a5-sign': 'Print on A5 paper, or on A4 with "Fit to page".',
  },
  downloadFailed: 'Download failed',
  downloadFailedDetail: 'There was an error making your table cards. Please try again.',
} as const;
