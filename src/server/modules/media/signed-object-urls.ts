import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../deps.js';

/**
 * Short-lived signed URLs for a page's private recordings (docs/decisions/067): where something without a host's
 * session must play one (a book's listen page), the server hands out `/objects/{key}?expires=…&sig=…`, an HMAC with the
 * app's secret of the key and the expiry. It opens that one object, for minutes, to whoever holds it; nothing else.
 */

/** How long a signed URL opens its recording, at least. */
export const SIGNED_URL_MINUTES = 30;
/** Expiries are rounded up to this step, so a page reloaded within it hands out the same URL (the browser's cache works). */
const STEP_S = 5 * 60;
const SIG = /^[A-Za-z0-9_-]{43}$/;

type Signer = Pick<AppDeps, 'config' | 'now'>;

const mac = (deps: Signer, key: string, expires: number) =>
  createHmac('sha256', deps.config.sessionSecret).update(`object-url\n${key}\n${expires}`).digest();

/** The signed path of a stored object: valid for SIGNED_URL_MINUTES at least and SIGNED_URL_MINUTES + 5 at most. */
export function signedObjectPath(deps: Signer, key: string): string {
  const expires = Math.ceil((deps.now() / 1000 + SIGNED_URL_MINUTES * 60) / STEP_S) * STEP_S;
  const path = key.split('/').map(encodeURIComponent).join('/');
  return `/objects/${path}?expires=${expires}&sig=${mac(deps, key, expires).toString('base64url')}`;
}

/** Seconds a request's signature still opens this key for; 0 when it has none, it is altered, for another key or expired. */
export function signatureSecondsLeft(deps: Signer, key: string, query: unknown): number {
  const { expires, sig } = (query ?? {}) as { expires?: unknown; sig?: unknown };
  if (typeof expires !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(expires) || !SIG.test(sig)) return 0;
  const left = Number(expires) - Math.floor(deps.now() / 1000);
  if (left <= 0) return 0;
  const given = Buffer.from(sig, 'base64url');
  const wanted = mac(deps, key, Number(expires));
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? left : 0;
}
