import { createHash, randomBytes } from 'node:crypto';
import { uuidv7 } from 'uuidv7';

/** Row ids: time-ordered, opaque, not guessable in practice (74 random bits). */
export const newId = (): string => uuidv7();

/** A bearer secret for cookies and links: 256 random bits. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What we store instead of a bearer secret, so a database leak opens no session. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

const SLUG_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** A short, unambiguous, URL-safe slug (12 chars, 60 bits) for gallery links people may type from a card. */
export function newSlug(length = 12): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += SLUG_ALPHABET[b % SLUG_ALPHABET.length];
  return out;
}
