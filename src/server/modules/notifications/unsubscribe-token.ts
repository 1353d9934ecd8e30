import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The key of a new-message mail's unsubscribe link: the page, the recipient and an HMAC of both under the server's
 * secret, so it works without sign-in, cannot be guessed or made for another page, and needs no row of its own. Every
 * mail to the same person about the same page carries the same token; a changed SESSION_SECRET retires them all.
 */
/** Where the link points: the confirmation page (GET) and the one-click unsubscribe (POST). */
export const UNSUBSCRIBE_PATH = '/mail/unsubscribe';
/** Where a host changes the choice again (the app's Profile Settings). */
export const SETTINGS_PATH = '/admin/settings';

export interface UnsubscribeTarget {
  profileId: string;
  userId: string;
}

const ID = /^[0-9a-f-]{36}$/;

const mac = (secret: string, t: UnsubscribeTarget) =>
  createHmac('sha256', secret).update(`new-message-mail-unsubscribe\n${t.profileId}\n${t.userId}`).digest('base64url');

export const unsubscribeToken = (secret: string, t: UnsubscribeTarget) => `${t.profileId}.${t.userId}.${mac(secret, t)}`;

/** The page and recipient a token names, or null when it is not one this server signed. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  const [profileId = '', userId = '', signature = '', ...rest] = token.split('.');
  if (rest.length || !ID.test(profileId) || !ID.test(userId)) return null;
  const expected = Buffer.from(mac(secret, { profileId, userId }));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { profileId, userId } : null;
}
