import type { FastifyReply, FastifyRequest } from 'fastify';
import { OAUTH_STATE_TTL_MS } from './oauth-flow.service.js';
import { OAuthFailure } from './oauth-failure.js';

/** Carries the state parameter of one sign-in attempt, binding the callback to this browser. */
export const OAUTH_STATE_COOKIE = 'vb_oauth_state';

/** The state cookie's options; the routes set it with a max age and clear it with none. */
export const stateCookieOptions = (secure: boolean, withMaxAge = false) => ({
  path: '/',
  httpOnly: true,
  // Lax: the cookie must come along on the provider's top-level redirect back to us.
  sameSite: 'lax' as const,
  secure,
  ...(withMaxAge ? { maxAge: OAUTH_STATE_TTL_MS / 1000 } : {}),
});

/** A path on this site only: never another origin, so a link cannot bounce a fresh session elsewhere. */
export function safeReturnTo(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length > 200) return fallback;
  if (!/^\/(?![/\\])[\x21-\x7e]*$/.test(value)) return fallback;
  return value;
}

/**
 * Every failed sign-in lands on a page with a toast code, never on a raw error: where to, and how loudly to log it
 * (a cancelled or expired attempt is no news; anything else is).
 */
export function signInFailure(page: string, err: unknown) {
  const code = err instanceof OAuthFailure ? err.code : 'sign_in_failed';
  const location = `${page}?error=${encodeURIComponent(code)}`;
  if (!(err instanceof OAuthFailure)) return { location, level: 'error', details: { err }, message: 'third-party sign-in failed' } as const;
  const quiet = code === 'access_denied' || code === 'invalid_state';
  return { location, level: quiet ? 'info' : 'warn', details: { err: err.cause ?? err }, message: `third-party sign-in ended with ${code}` } as const;
}

/** A failed sign-in: logged as signInFailure says, and the browser sent to the sign-in page with the reason. */
export function redirectWithError(request: FastifyRequest, reply: FastifyReply, page: string, err: unknown) {
  const failure = signInFailure(page, err);
  request.log[failure.level](failure.details, failure.message);
  reply.header('Cache-Control', 'no-store');
  return reply.redirect(failure.location, 302);
}
