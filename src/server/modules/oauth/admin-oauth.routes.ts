import { OAuthCallbackQuerySchema } from '../../../shared/auth.schemas.js';
import { hashToken } from '../../ids.js';
import { ADMIN_SESSION_COOKIE, setAdminSessionCookie } from '../admin/admin-sessions.plugin.js';
import { rateLimit } from '../../plugins/rate-limit.js';
import type { ZodApp } from '../../plugins/validation.js';
import { endAdminSession, startAdminSession } from '../admin/admin-auth.service.js';
import { recordAudit } from '../admin/audit.service.js';
import { finishSignIn, startSignIn } from './oauth-flow.service.js';
import { OAUTH_STATE_COOKIE, redirectWithError, stateCookieOptions } from './oauth-redirects.js';
import { adminForIdentity } from './oauth-users.service.js';

const ADMIN_SIGN_IN_PAGE = '/admin-login';
const ADMIN_HOME = '/master-admin';

/** /admin-api/auth/google: the OpenID Connect flow for admins; it never creates or links an account. */
export default async function adminOauthRoutes(app: ZodApp) {
  const { deps } = app;

  app.get('/admin-api/auth/google', { schema: { summary: 'Start an admin’s sign-in with Google' }, config: rateLimit(app, 'adminLogin') }, async (request, reply) => {
    try {
      const { url, state } = await startSignIn(deps, 'google', 'admin', ADMIN_HOME);
      reply.setCookie(OAUTH_STATE_COOKIE, state, stateCookieOptions(deps.config.secureCookies, true));
      reply.header('Cache-Control', 'no-store');
      return reply.redirect(url, 302);
    } catch (err) {
      return redirectWithError(request, reply, ADMIN_SIGN_IN_PAGE, err);
    }
  });

  const callback = { schema: { querystring: OAuthCallbackQuerySchema }, config: rateLimit(app, 'adminLogin') };
  app.get('/admin-api/auth/google/callback', { ...callback, schema: { ...callback.schema, summary: 'Finish an admin’s sign-in with Google (its redirect)' } }, async (request, reply) => {
    reply.clearCookie(OAUTH_STATE_COOKIE, stateCookieOptions(deps.config.secureCookies));
    try {
      const currentUrl = new URL(request.url, deps.config.publicUrl);
      const { identity, returnTo } = await finishSignIn(deps, 'google', 'admin', currentUrl, request.cookies[OAUTH_STATE_COOKIE]);
      const admin = await adminForIdentity(deps, identity);
      const old = request.cookies[ADMIN_SESSION_COOKIE];
      if (old) await endAdminSession(deps, hashToken(old));
      setAdminSessionCookie(app, reply, await startAdminSession(deps, admin.id));
      await recordAudit(deps, { adminUserId: admin.id, action: 'admin.login', detail: { via: 'google' } });
      reply.header('Cache-Control', 'no-store');
      return reply.redirect(returnTo, 302);
    } catch (err) {
      return redirectWithError(request, reply, ADMIN_SIGN_IN_PAGE, err);
    }
  });
}
