import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The key of a guest's erasure link (docs/decisions/069): the page, the address and when the link dies, with an HMAC
 * of the three under the server's secret. It needs no row, cannot be made for another page or address, and stops
 * working at its time; a changed SESSION_SECRET retires every one. It travels as ?token=, which the access log redacts.
 */
export interface ErasureTarget {
  profileId: string;
  email: string;
  expiresAt: number;
}

const ID = /^[0-9a-f-]{36}$/;

const mac = (secret: string, t: ErasureTarget) =>
  createHmac('sha256', secret).update(`guest-erasure\n${t.profileId}\n${t.email}\n${t.expiresAt}`).digest('base64url');

export const erasureToken = (secret: string, t: ErasureTarget) =>
  `${t.profileId}.${Buffer.from(t.email).toString('base64url')}.${t.expiresAt.toString(36)}.${mac(secret, t)}`;

/** What a token names while it is one this server signed and has not expired; null otherwise. */
export function readErasureToken(secret: string, token: string, now: number): ErasureTarget | null {
  const [profileId = '', email64 = '', expires36 = '', signature = '', ...rest] = token.split('.');
  if (rest.length || !ID.test(profileId) || !/^[0-9a-z]{1,12}$/.test(expires36)) return null;
  const target = { profileId, email: Buffer.from(email64, 'base64url').toString(), expiresAt: parseInt(expires36, 36) };
  const expected = Buffer.from(mac(secret, target));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return target.expiresAt > now ? target : null;
}
