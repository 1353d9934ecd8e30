import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A message's listen token (docs/decisions/048): its id (16 bytes of the UUID) followed by 16 bytes of
 * HMAC-SHA256(profile's secret, id), base64url: 43 characters. The 128-bit MAC is what makes it unguessable; the id
 * only says which message (and so which profile's secret) to check it against. Deterministic, so a book downloaded
 * twice prints the same codes; a new secret (revocation) makes every earlier token fail.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const ID_BYTES = 16;
const MAC_BYTES = 16;

/** A profile's new listen secret: 256 random bits. */
export const newListenSecret = (): string => randomBytes(32).toString('base64url');

function mac(secret: string, messageId: string): Buffer {
  return createHmac('sha256', Buffer.from(secret, 'base64url')).update(`listen:${messageId.toLowerCase()}`).digest().subarray(0, MAC_BYTES);
}

/** The token of a message's listen page. Message ids are UUIDs (ids.ts). */
export function listenToken(secret: string, messageId: string): string {
  if (!UUID.test(messageId)) throw new Error(`not a message id: ${messageId}`);
  const id = Buffer.from(messageId.replace(/-/g, ''), 'hex');
  return Buffer.concat([id, mac(secret, messageId)]).toString('base64url');
}

export interface ParsedListenToken {
  messageId: string;
  mac: Buffer;
}

/** The message a token names, or null for anything that is not a token's shape (then no database read is needed). */
export function parseListenToken(token: string): ParsedListenToken | null {
  if (!TOKEN.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // One spelling per token: the last character's two spare bits must be zero.
  if (bytes.length !== ID_BYTES + MAC_BYTES || bytes.toString('base64url') !== token) return null;
  const hex = bytes.subarray(0, ID_BYTES).toString('hex');
  const messageId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { messageId, mac: bytes.subarray(ID_BYTES) };
}

/** Whether a parsed token was made with this secret (compared in constant time). */
export const tokenMatches = (parsed: ParsedListenToken, secret: string): boolean => timingSafeEqual(parsed.mac, mac(secret, parsed.messageId));
