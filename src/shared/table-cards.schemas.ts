import { z } from 'zod';
import { LANGUAGES } from './i18n/languages.js';
import { TABLE_CARDS_MSG } from './table-cards.texts.js';

/** What a table card links to: the voice guestbook page `{origin}/{username}` or the gallery `{origin}/g/{slug}`. */
export const TABLE_CARD_TARGETS = ['page', 'gallery'] as const;
export type TableCardTarget = (typeof TABLE_CARD_TARGETS)[number];

/** `a4-four`: an A4 sheet of four A6 cards to cut; `a5-sign`: one A5 sign. */
export const TABLE_CARD_LAYOUTS = ['a4-four', 'a5-sign'] as const;
export type TableCardLayout = (typeof TABLE_CARD_LAYOUTS)[number];

/**
 * GET /api/keepsake/table-cards: which PDF. `language` (docs/decisions/056) prints the cards' words in it and adds `?lang=xx` to
 * the link they carry (QR code and written out), so the page opens in it; without it the cards speak the page's
 * language and link to the page as it is.
 */
export const TableCardsQuerySchema = z.object({
  for: z.enum(TABLE_CARD_TARGETS, { error: TABLE_CARDS_MSG.forInvalid }),
  layout: z.enum(TABLE_CARD_LAYOUTS, { error: TABLE_CARDS_MSG.layoutInvalid }),
  language: z.enum(LANGUAGES, { error: TABLE_CARDS_MSG.languageInvalid }).optional(),
});
export type TableCardsQuery = z.infer<typeof TableCardsQuerySchema>;

/** GET /api/keepsake/page-qr: the host's guestbook page link (from PUBLIC_URL, as every QR code) and its QR code. */
export interface PageQrResponse {
  url: string;
  /** The link as people type it: no scheme. */
  shortUrl: string;
  /** A PNG data URL, as the gallery's galleryQrCodeData. */
  qrCodeData: string;
}
