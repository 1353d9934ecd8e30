import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps, AuthUser } from '../../deps.js';
import { AppError } from '../../errors.js';
import { documentGuard } from '../../plugins/api-reference.js';
import { resolveSession } from './accounts.service.js';
import { SESSION_TTL_MS } from './sessions.repository.js';

export const SESSION_COOKIE = 'vb_session';

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.deps.config.secureCookies,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: app.deps.config.secureCookies });
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
