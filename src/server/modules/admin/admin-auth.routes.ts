import { AccountLanguageSchema, AdminLoginSchema } from '../../../shared/auth.schemas.js';
import { hashToken } from '../../ids.js';
import {
  ADMIN_SESSION_COOKIE,
  clearAdminSessionCookie,
  requireAdmin,
  setAdminSessionCookie,
} from './admin-sessions.plugin.js';
import { rateLimit } from '../../plugins/rate-limit.js';
import type { ZodApp } from '../../plugins/validation.js';
import { adminLogin, endAdminSession, getAdmin, setAdminLanguage, startAdminSession, toAdminUser } from './admin-auth.service.js';
import { recordAudit } from './audit.service.js';

export default async function adminAuthRoutes(app: ZodApp) {
  const { deps } = app;

  app.post('/admin-api/login', { schema: { summary: 'Sign in as a platform admin', body: AdminLoginSchema }, config: rateLimit(app, 'adminLogin') }, async (request, reply) => {
    const admin = await adminLogin(deps, request.body);
    // A fresh session id at every login: a planted cookie never becomes a signed-in session.
    const old = request.cookies[ADMIN_SESSION_COOKIE];
    if (old) await endAdminSession(deps, hashToken(old));
    setAdminSessionCookie(app, reply, await startAdminSession(deps, admin.id));
    await recordAudit(deps, { adminUserId: admin.id, action: 'admin.login' });
    return toAdminUser(admin);
  });

  app.get('/admin-api/auth/user', { preValidation: requireAdmin, schema: { summary: 'The signed-in admin' } }, async (request) =>
    toAdminUser(await getAdmin(deps, request.admin!.id)),
  );

  app.put('/admin-api/auth/language', { preValidation: requireAdmin, schema: { summary: 'Set the admin’s language', body: AccountLanguageSchema } }, async (request) =>
    toAdminUser(await setAdminLanguage(deps, request.admin!.id, request.body.language)),
  );

  app.post('/admin-api/logout', { schema: { summary: 'Sign the admin out' }, config: { bodyless: true } }, async (request, reply) => {
    if (request.admin) {
      await endAdminSession(deps, request.admin.sessionId);
      await recordAudit(deps, { adminUserId: request.admin.id, action: 'admin.logout' });
    }
    clearAdminSessionCookie(app, reply);
    return { ok: true };
  });

  // Public: the login screen shows 'Test Access' only in demo mode. The demo gets no server rights.
  app.get('/admin-api/demo-mode', { schema: { summary: 'Whether demo mode is on' } }, async () => ({ demoMode: deps.config.demoMode }));
}
