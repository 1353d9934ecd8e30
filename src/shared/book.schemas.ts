import { z } from 'zod';
import { TimeZoneSchema } from './stats.schemas.js';

/** The paper the host prints the book on. */
export const BOOK_PAPERS = ['a4', 'letter'] as const;
export type BookPaper = (typeof BOOK_PAPERS)[number];

/** GET /api/keepsake/book: the paper (A4 unless asked) and the host's time zone for dates and times (UTC when absent). */
export const BookQuerySchema = z.object({
  paper: z.enum(BOOK_PAPERS, { message: 'Paper must be a4 or letter' }).default('a4'),
  tz: TimeZoneSchema,
});
export type BookQuery = z.infer<typeof BookQuerySchema>;

/**
 * /l/{token}: any string, so that a malformed token answers the same 404 page as an unknown one (a 400 would tell a
 * guesser which tokens are well formed).
 */
export const ListenTokenParamsSchema = z.object({ token: z.string() });

/**
 * `?lang=xx` on a page a guest opens (the guest page, a listen page, a reply page: docs/decisions/055). A value that
 * names no language, or a repeated one, is no error: the page falls back to the browser's or the page's language.
 */
export const PageLanguageQuerySchema = z.object({ lang: z.string().optional().catch(undefined) });

/** One message's listen page, as the host's API lists them. */
export interface ListenLink {
  voiceMessageId: string;
  url: string;
}
