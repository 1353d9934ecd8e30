import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OAUTH_STATE_TTL_MS } from './oauth-flow.service.js';
import { OAuthFailure } from './oauth-failure.js';

/** Carries the state parameter of one sign-in attempt, binding the callback to this browser. */
export const OAUTH_STATE_COOKIE = 'vb_oauth_state';

const cookieOptions = (app: FastifyInstance) => ({
  path: '/',
  httpOnly: true,
  // Lax: the cookie must come along on the provider's top-level redirect back to us.
  sameSite: 'lax' as const,
  secure: app.deps.config.secureCookies,
});

export function setStateCookie(app: FastifyInstance, reply: FastifyReply, state: string) {
  reply.setCookie(OAUTH_STATE_COOKIE, state, { ...cookieOptions(app), maxAge: OAUTH_STATE_TTL_MS / 1000 });
}

export function clearStateCookie(app: FastifyInstance, reply: FastifyReply) {
  reply.clearCookie(OAUTH_STATE_COOKIE, cookieOptions(app));
}

/** A path on this site only: never another origin, so a link cannot bounce a fresh session elsewhere. */
export function safeReturnTo(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length > 200) return fallback;
  if (!/^\/(?![/\\])[\x21-\x7e]*$/.test(value)) return fallback;
  return value;
}

/** Every failed sign-in lands on a page with a toast code, never on a raw error. */
export function redirectWithError(request: FastifyRequest, reply: FastifyReply, page: string, err: unknown) {
  const code = err instanceof OAuthFailure ? err.code : 'sign_in_failed';
  if (err instanceof OAuthFailure) {
    const quiet = code === 'access_denied' || code === 'invalid_state';
    request.log[quiet ? 'info' : 'warn']({ err: err.cause ?? err }, `third-party sign-in ended with ${code}`);
  } else {
    request.log.error({ err }, 'third-party sign-in failed');
  }
  reply.header('Cache-Control', 'no-store');
  return reply.redirect(`${page}?error=${encodeURIComponent(code)}`, 302);
}
