import { AccountLanguageSchema, LoginSchema, RegisterSchema } from '../../../shared/auth.schemas.js';
import type { ZodApp } from '../../plugins/validation.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { documentGuard } from '../../plugins/api-reference.js';
import { clearSessionCookie, requireUser, setSessionCookie, SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from './sessions.plugin.js';
import { rateLimit } from '../../plugins/rate-limit.js';
import { endSession, getUser, login, register, setUserLanguage, startSession, toUser } from './accounts.service.js';
import { hashToken } from '../../ids.js';
import { sendVerificationInBackground } from './account-emails.routes.js';

export default async function accountsRoutes(app: ZodApp) {
  const { deps } = app;

  app.post('/api/register', { schema: { summary: 'Create a host account and sign in', body: RegisterSchema }, config: rateLimit(app, 'auth') }, async (request, reply) => {
    const user = await register(deps, request.body);
    setSessionCookie(app, reply, await startSession(deps, user.id));
    sendVerificationInBackground(app, user);
    return reply.status(201).send(toUser(user));
  });

  app.post('/api/login', { schema: { summary: 'Sign in with email and password', body: LoginSchema }, config: rateLimit(app, 'auth') }, async (request, reply) => {
    const user = await login(deps, request.body);
    // A fresh session id at every login: a planted cookie never becomes a signed-in session.
    const old = request.cookies[SESSION_COOKIE];
    if (old) await endSession(deps, hashToken(old));
    setSessionCookie(app, reply, await startSession(deps, user.id));
    return toUser(user);
  });

  app.post('/api/logout', { schema: { summary: 'Sign out' }, config: { bodyless: true } }, async (request, reply) => {
    if (request.user) await endSession(deps, request.user.sessionId);
    clearSessionCookie(app, reply);
    return { ok: true };
  });

  // A session cookie that no longer opens a session (ended, expired, revoked) is cleared with its hint here, so the
  // browser stops asking on every page (docs/decisions/075).
  const requireUserOrForget = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.user && (request.cookies[SESSION_COOKIE] !== undefined || request.cookies[SIGNED_IN_HINT_COOKIE] !== undefined)) {
      clearSessionCookie(app, reply);
    }
    await requireUser(request);
  };
  documentGuard(requireUserOrForget, { session: 'creatorSession', refusals: [401] });
  app.get('/api/auth/user', { preValidation: requireUserOrForget, schema: { summary: 'The signed-in host’s account' } }, async (request) => toUser(await getUser(deps, request.user!.id)));

  app.put('/api/auth/language', { preValidation: requireUser, schema: { summary: 'Set the account’s language', body: AccountLanguageSchema } }, async (request) =>
    toUser(await setUserLanguage(deps, request.user!.id, request.body.language)),
  );
}
