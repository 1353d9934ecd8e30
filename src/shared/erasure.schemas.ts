import { z } from 'zod';
import { MSG } from './api.texts.js';
import { EmailSchema } from './auth.schemas.js';
import { ERASURE_LIST_MAX } from './erasure.limits.js';
import { LIMITS } from './limits.js';

/** DELETE /api/account: the page name (the email without a page) typed again, and the password when the account has one. */
export const DeleteAccountSchema = z.object({
  confirm: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(254, MSG.invalidInput),
  password: z.string().max(LIMITS.passwordMax).optional(),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;

/** POST /api/erasure-requests: a guest asks, for one page, which messages their address left. */
export const ErasureRequestSchema = z.object({
  username: z.string({ error: MSG.invalidInput }).trim().min(1, MSG.invalidInput).max(64, MSG.invalidInput),
  email: EmailSchema,
  /** The language the guest reads the page in: their mail is written in it. */
  language: z.string().max(16).optional(),
});
export type ErasureRequestInput = z.infer<typeof ErasureRequestSchema>;

/** The mailed link's token travels as ?token= (or in the body): the access log redacts it there. */
const TokenSchema = z.string({ error: MSG.invalidInput }).min(1, MSG.invalidInput).max(600, MSG.invalidInput);
export const ErasureTokenQuerySchema = z.object({ token: TokenSchema });

/** POST /api/erasure/delete: the messages the guest ticked. */
export const ErasureDeleteSchema = z.object({
  token: TokenSchema,
  messageIds: z.array(z.string().min(1).max(64)).min(1, MSG.invalidInput).max(ERASURE_LIST_MAX, MSG.invalidInput),
});
export type ErasureDeleteInput = z.infer<typeof ErasureDeleteSchema>;

/** What the erasure page lists: the page, and that address's messages on it (name and date, never the recording). */
export interface ErasureListing {
  page: { displayName: string; username: string };
  email: string;
  expiresAt: string;
  messages: { id: string; senderName: string | null; createdAt: string }[];
}
