import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors.js';
import { type AuthAdmin, resolveAdminSession } from './admin-auth.service.js';
import { ADMIN_SESSION_TTL_MS } from './admin-sessions.repository.js';
import { documentGuard } from '../../plugins/api-reference.js';

export const ADMIN_SESSION_COOKIE = 'vb_admin_session';
// The browser sends the admin cookie to the admin API only, never to creator calls or pages.
const COOKIE_PATH = '/admin-api';

declare module 'fastify' {
  interface FastifyRequest {
    admin: AuthAdmin | null;
  }
}

export function setAdminSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string) {
  reply.setCookie(ADMIN_SESSION_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: app.deps.config.secureCookies,
    maxAge: ADMIN_SESSION_TTL_MS / 1000,
  });
}

export function clearAdminSessionCookie(app: FastifyInstance, reply: FastifyReply) {
  reply.clearCookie(ADMIN_SESSION_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: app.deps.config.secureCookies });
}

/** Guard for every admin call (a route's preValidation hook): 401 unless a live session of an active admin is on the request. */
export async function requireAdmin(request: FastifyRequest) {
  if (!request.admin) throw AppError.unauthorized();
}
documentGuard(requireAdmin, { session: 'adminSession', refusals: [401] });

/** Guard for the Admin Actions: 401 when signed out, 403 for an admin who is not a super admin. */
export async function requireSuperAdmin(request: FastifyRequest) {
  if (!request.admin) throw AppError.unauthorized();
  if (!request.admin.isSuperAdmin) throw AppError.refuse(403, 'admin_super_admin_only');
}
documentGuard(requireSuperAdmin, { session: 'adminSession', refusals: [401, 403] });

/**
 * Loads the admin session for /admin-api calls only; creator sessions (modules/accounts/sessions.plugin.ts) load for /api
 * only. In preValidation, like the creator's, so the guards know the caller before a route's schema is checked.
 */
export default fp(
  async function adminSessions(app: FastifyInstance) {
    app.decorateRequest('admin', null);
    app.addHook('preValidation', async (request) => {
      const token = request.cookies[ADMIN_SESSION_COOKIE];
      if (!token || !request.url.startsWith('/admin-api/')) return;
      request.admin = await resolveAdminSession(app.deps, token);
    });
  },
  { name: 'admin-sessions', dependencies: ['deps', 'sessions'] },
);
