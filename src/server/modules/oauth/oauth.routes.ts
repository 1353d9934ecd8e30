import { OAuthCallbackQuerySchema, OAuthStartQuerySchema } from '../../../shared/auth.schemas.js';
import type { AuthProviders } from '../../../shared/auth.types.js';
import { hashToken } from '../../ids.js';
import { rateLimit } from '../../plugins/rate-limit.js';
import type { ZodApp } from '../../plugins/validation.js';
import { SESSION_COOKIE, setSessionCookie } from '../accounts/sessions.plugin.js';
import { endSession, startSession } from '../accounts/accounts.service.js';
import adminOauthRoutes from './admin-oauth.routes.js';
import { isConfigured } from './oauth-clients.js';
import { finishSignIn, startSignIn } from './oauth-flow.service.js';
import { OAUTH_STATE_COOKIE, redirectWithError, safeReturnTo, stateCookieOptions } from './oauth-redirects.js';
import { creatorForIdentity } from './oauth-users.service.js';
import type { OAuthProvider } from './oauth.table.js';

const SIGN_IN_PAGE = '/auth';

const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: 'Google', github: 'GitHub' };

export default async function oauthRoutes(app: ZodApp) {
  const { deps } = app;

  app.get('/api/auth/providers', { schema: { summary: 'Which third-party sign-ins are configured' } }, async (): Promise<AuthProviders> => ({
    google: isConfigured(deps.config, 'google'),
    github: isConfigured(deps.config, 'github'),
  }));

  for (const provider of ['google', 'github'] as OAuthProvider[]) {
    app.get(`/api/auth/${provider}`, { schema: { summary: `Start signing in with ${PROVIDER_NAMES[provider]}`, querystring: OAuthStartQuerySchema }, config: rateLimit(app, 'auth') }, async (request, reply) => {
      try {
        const returnTo = safeReturnTo(request.query.returnTo, '/');
        const { url, state } = await startSignIn(deps, provider, 'creator', returnTo);
        reply.setCookie(OAUTH_STATE_COOKIE, state, stateCookieOptions(deps.config.secureCookies, true));
        reply.header('Cache-Control', 'no-store');
        return reply.redirect(url, 302);
      } catch (err) {
        return redirectWithError(request, reply, SIGN_IN_PAGE, err);
      }
    });

    const callback = { schema: { querystring: OAuthCallbackQuerySchema }, config: rateLimit(app, 'auth') };
    app.get(`/api/auth/${provider}/callback`, { ...callback, schema: { ...callback.schema, summary: `Finish signing in with ${PROVIDER_NAMES[provider]} (its redirect)` } }, async (request, reply) => {
      reply.clearCookie(OAUTH_STATE_COOKIE, stateCookieOptions(deps.config.secureCookies));
      try {
        const currentUrl = new URL(request.url, deps.config.publicUrl);
        const { identity, returnTo } = await finishSignIn(deps, provider, 'creator', currentUrl, request.cookies[OAUTH_STATE_COOKIE]);
        const user = await creatorForIdentity(deps, identity);
        // A fresh session id at every sign-in, as with passwords.
        const old = request.cookies[SESSION_COOKIE];
        if (old) await endSession(deps, hashToken(old));
        setSessionCookie(app, reply, await startSession(deps, user.id));
        reply.header('Cache-Control', 'no-store');
        return reply.redirect(returnTo, 302);
      } catch (err) {
        return redirectWithError(request, reply, SIGN_IN_PAGE, err);
      }
    });
  }

  await app.register(adminOauthRoutes);
}
