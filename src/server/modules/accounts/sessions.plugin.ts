import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps, AuthUser } from '../../deps.js';
import { AppError } from '../../errors.js';
import { documentGuard } from '../../plugins/api-reference.js';
import { resolveSession } from './accounts.service.js';
import { SESSION_TTL_MS } from './sessions.repository.js';

export const SESSION_COOKIE = 'vb_session';
/**
 * A cookie the page's script may read, sent beside the session cookie: it says only "a session cookie is here", so a
 * signed-out browser does not ask GET /api/auth/user and log its 401 on every page (docs/decisions/075). It grants
 * nothing: the server never reads it to decide who is asking.
 */
export const SIGNED_IN_HINT_COOKIE = 'vb_signed_in';

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.deps.config.secureCookies,
    maxAge: SESSION_TTL_MS / 1000,
  });
  setSignedInHint(app, reply);
}

function setSignedInHint(app: FastifyInstance, reply: FastifyReply) {
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', secure: app.deps.config.secureCookies, maxAge: SESSION_TTL_MS / 1000 });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: app.deps.config.secureCookies });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/', sameSite: 'lax', secure: app.deps.config.secureCookies });
}

/**
 * Keeps the hint in step with the session cookie on each page of the app the server sends: a session cookie from
 * before the hint existed gets one, a hint left without its session cookie goes. Cookies only, no database: a session
 * that has ended while its cookie stayed is caught by GET /api/auth/user, which then clears both.
 */
export function alignSignedInHint(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const session = request.cookies[SESSION_COOKIE] !== undefined;
  const hint = request.cookies[SIGNED_IN_HINT_COOKIE] !== undefined;
  if (session && !hint) setSignedInHint(app, reply);
  if (!session && hint) reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/', sameSite: 'lax', secure: app.deps.config.secureCookies });
}

/**
 * The creator signed in on this request, for the few handlers outside /api that serve a host's own private files
 * (gallery thumbnails, inbox recordings): the plugin below resolves sessions for /api calls only.
 */
export async function sessionUserOf(deps: AppDeps, cookies: Record<string, string | undefined>): Promise<AuthUser | null> {
  const token = cookies[SESSION_COOKIE];
  return token ? resolveSession(deps, token) : null;
}

/**
 * Guard for creator calls: 401 unless a live creator session is on the request. A route's `preValidation` hook, so it
 * answers before the route's schema judges the input (plugins/validation.ts).
 */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw AppError.unauthorized();
}
documentGuard(requireUser, { session: 'creatorSession', refusals: [401] });

/**
 * Loads the creator session (if any) for /api calls; admin sessions are a separate cookie and table. In preValidation,
 * so the route guards after it (also preValidation) know the caller before the route's schema is checked.
 */
export default fp(
  async function sessions(app: FastifyInstance) {
    await app.register(cookie, { secret: app.deps.config.sessionSecret });
    app.decorateRequest('user', null);
    app.decorateRequest('page', null);
    // Each page of the app a browser opens (a navigation asks for HTML): the hint follows the session cookie.
    app.addHook('onRequest', (request, reply, done) => {
      const page = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
      if (page && !request.url.startsWith('/api/') && !request.url.startsWith('/admin-api/')) alignSignedInHint(app, request, reply);
      done();
    });
    // Most requests (public pages, assets) carry no session: they skip the promise an async hook would cost.
    app.addHook('preValidation', (request, _reply, done) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || !request.url.startsWith('/api/')) return done();
      resolveSession(app.deps, token).then(
        (user) => {
          request.user = user;
          done();
        },
        (err: Error) => done(err),
      );
    });
  },
  { name: 'sessions', dependencies: ['deps'] },
);
