import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, SQLITE_ONLY, startTestApp, uniqueEmail, type TestApp } from '../../test/harness.js';
import { startSmtpServer, type TestSmtp } from '../../test/smtp.js';
import { resetSubject } from './auth-mails.js';
import { settleBackgroundTasks } from './background-tasks.js';
import { en } from '../../../shared/i18n/english.js';

const PUBLIC_URL = 'http://localhost:3000';
const LINK = /http:\/\/localhost:3000\/auth\/reset-password\?token=([A-Za-z0-9_%-]+)/;
const oldPassword = 'correct horse battery';
const newPassword = 'a brand new passphrase';

const login = (app: FastifyInstance, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const forgot = (app: FastifyInstance, email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (app: FastifyInstance, token: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const me = (app: FastifyInstance, cookie: string) => app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

describe.each(SQLITE_ONLY)('password reset through a real SMTP server [%s]', (dialect) => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp(dialect, () => {}, { SMTP_URL: smtp.url, PUBLIC_URL });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function account() {
    const email = uniqueEmail('reset');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email, password: oldPassword, firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(res.statusCode).toBe(201);
    return { email, id: res.json().id as string, cookie: cookiesFrom(res) };
  }

  async function tokenMailedTo(email: string) {
    const mail = await smtp.waitForMail((m) => m.envelope.to.includes(email) && m.parsed.subject === resetSubject);
    const token = LINK.exec(mail.parsed.text ?? '')?.[1];
    expect(token).toBeTruthy();
    return decodeURIComponent(token!);
  }

  it('gives the same answer for a known and an unknown address, and mails only the known one', async () => {
    const { email } = await account();
    const unknown = uniqueEmail('nobody');
    const known = await forgot(t.app, email);
    const stranger = await forgot(t.app, unknown);
    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(known.statusCode);
    expect(stranger.body).toBe(known.body);
    expect(known.json()).toEqual({ message: en('errors.forgot_password_sent') });
    expect(stranger.headers['content-length']).toBe(known.headers['content-length']);
    await tokenMailedTo(email);
    await settleBackgroundTasks(t.app.deps);
    expect(smtp.mails.some((m) => m.envelope.to.includes(unknown))).toBe(false);
  });

  it('sets the new password with the mailed link, ends every session, and the link works once', async () => {
    const { email, cookie } = await account();
    const other = cookiesFrom(await login(t.app, email, oldPassword));
    expect((await forgot(t.app, email.toUpperCase())).statusCode).toBe(200);
    const token = await tokenMailedTo(email);

    const done = await reset(t.app, token, newPassword);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: en('errors.password_reset_done') });
    expect((await me(t.app, cookie)).statusCode).toBe(401);
    expect((await me(t.app, other)).statusCode).toBe(401);
    expect((await login(t.app, email, oldPassword)).statusCode).toBe(401);
    const signedIn = await login(t.app, email, newPassword);
    expect(signedIn.statusCode).toBe(200);
    // The mail reached its owner, so the address counts as verified too.
    expect(signedIn.json().isEmailVerified).toBe(true);

    const again = await reset(t.app, token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(en('errors.reset_link_invalid'));
    expect((await login(t.app, email, newPassword)).statusCode).toBe(200);
  });

  it('refuses an expired link and leaves the password unchanged', async () => {
    const { email, id } = await account();
    await forgot(t.app, email);
    const token = await tokenMailedTo(email);
    await t.app.deps.db.updateTable('emailTokens').set({ expiresAt: Date.now() - 1 }).where('userId', '=', id).where('purpose', '=', 'reset-password').execute();
    const res = await reset(t.app, token, newPassword);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(en('errors.reset_link_invalid'));
    expect((await login(t.app, email, oldPassword)).statusCode).toBe(200);
  });

  it('expires the link an hour after it was mailed', async () => {
    const { email, id } = await account();
    const before = Date.now();
    await forgot(t.app, email);
    await tokenMailedTo(email);
    const row = await t.app.deps.db
      .selectFrom('emailTokens')
      .select(['expiresAt', 'createdAt'])
      .where('userId', '=', id)
      .where('purpose', '=', 'reset-password')
      .executeTakeFirstOrThrow();
    expect(row.expiresAt - row.createdAt).toBe(60 * 60 * 1000);
    expect(row.createdAt).toBeGreaterThanOrEqual(before);
  });

  it('checks the new password before spending the link', async () => {
    const { email } = await account();
    await forgot(t.app, email);
    const token = await tokenMailedTo(email);
    const short = await reset(t.app, token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toBe(en('errors.password_min'));
    expect((await reset(t.app, token, newPassword)).statusCode).toBe(200);
  });

  it('refuses a made-up token and a missing one with 400', async () => {
    expect((await reset(t.app, 'made-up-token', newPassword)).json()).toEqual({ message: en('errors.reset_link_invalid'), code: 'reset_link_invalid' });
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { password: newPassword } });
    expect(missing.statusCode).toBe(400);
  });

  it('mails at most one link a minute per account', async () => {
    const { email } = await account();
    await forgot(t.app, email);
    await tokenMailedTo(email);
    expect((await forgot(t.app, email)).statusCode).toBe(200);
    await settleBackgroundTasks(t.app.deps);
    expect(smtp.mails.filter((m) => m.envelope.to.includes(email) && m.parsed.subject === resetSubject)).toHaveLength(1);
  });

  it('rejects an invalid email address with the sign-in message', async () => {
    const res = await forgot(t.app, 'not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(en('errors.invalid_email'));
  });
});

describe.each(SQLITE_ONLY)('password reset rate limit [%s]', (dialect) => {
  it('answers 429 after too many requests from one client', async () => {
    const t = await startTestApp(dialect, (c) => {
      c.rateLimits.auth = { max: 2, windowMs: 60_000 };
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await forgot(t.app, uniqueEmail('rl'))).statusCode);
      expect(codes).toEqual([200, 200, 429]);
      const resets: number[] = [];
      for (let i = 0; i < 3; i++) resets.push((await reset(t.app, 'made-up', newPassword)).statusCode);
      expect(resets).toEqual([400, 400, 429]);
    } finally {
      await t.close();
    }
  });
});
