import type { FastifyInstance } from 'fastify';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, describeEachDatabase, DIALECTS, startTestApp, uniqueEmail, type TestApp } from '../../test/harness.js';
import { startSmtpServer, type TestSmtp } from '../../test/smtp.js';
import { verifySubject } from './auth-mails.js';
import { settleBackgroundTasks } from './background-tasks.js';
import { en } from '../../../shared/i18n/english.js';

const PUBLIC_URL = 'http://localhost:3000';
const LINK = /http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[A-Za-z0-9_%-]+/;

async function register(app: FastifyInstance, email: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { email, password: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace' },
  });
  expect(res.statusCode).toBe(201);
  return { res, cookie: cookiesFrom(res), id: res.json().id as string };
}

const me = async (app: FastifyInstance, cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json();

/** Opens a mailed link the way a browser would: a GET on its path (with that browser's cookies, if any). */
const open = (app: FastifyInstance, link: string, cookie?: string) => {
  const u = new URL(link);
  return app.inject({ method: 'GET', url: u.pathname + u.search, headers: cookie ? { cookie } : {} });
};
const SIGNED_OUT_OK = '/auth?mode=signin&emailVerified=1';

describe.each(DIALECTS)('email verification through a real SMTP server [%s]', (dialect) => {
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

  const linkMailedTo = async (email: string, after = 0) => {
    const mail = await smtp.waitForMail((m) => m.envelope.to.includes(email) && smtp.mails.indexOf(m) >= after);
    expect(mail.parsed.subject).toBe(verifySubject);
    const link = LINK.exec(mail.parsed.text ?? '')?.[0];
    expect(link).toBeTruthy();
    expect(mail.parsed.html).toContain(link!.replace(/&/g, '&amp;'));
    return link!;
  };

  it('mails a link at registration; opening it verifies the address once', async () => {
    const email = uniqueEmail('verify');
    const { res, cookie, id } = await register(t.app, email);
    expect(res.json().isEmailVerified).toBe(false);
    const link = await linkMailedTo(email);

    const opened = await open(t.app, link, cookie);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/admin?emailVerified=1');
    expect((await me(t.app, cookie)).isEmailVerified).toBe(true);

    // Single use: the spent link cannot verify the address again (here: after it was un-verified).
    await t.app.deps.db.updateTable('users').set({ isEmailVerified: 0 }).where('id', '=', id).execute();
    const reused = await open(t.app, link);
    expect(reused.headers.location).toBe('/auth?error=verify_link_invalid');
    expect((await me(t.app, cookie)).isEmailVerified).toBe(false);
  });

  it('answers a second click on a spent link with success while the address stays verified (mail scanners click first)', async () => {
    const email = uniqueEmail('twice');
    const { cookie } = await register(t.app, email);
    const link = await linkMailedTo(email);
    expect((await open(t.app, link)).headers.location).toBe(SIGNED_OUT_OK);
    expect((await open(t.app, link)).headers.location).toBe(SIGNED_OUT_OK);
    expect((await me(t.app, cookie)).isEmailVerified).toBe(true);
  });

  it('refuses an expired link and a made-up one', async () => {
    const email = uniqueEmail('expired');
    const { cookie, id } = await register(t.app, email);
    const link = await linkMailedTo(email);
    await t.app.deps.db.updateTable('emailTokens').set({ expiresAt: Date.now() - 1 }).where('userId', '=', id).execute();
    expect((await open(t.app, link)).headers.location).toBe('/auth?error=verify_link_invalid');
    expect((await open(t.app, `${PUBLIC_URL}/api/auth/verify-email?token=made-up`)).headers.location).toBe('/auth?error=verify_link_invalid');
    expect((await open(t.app, `${PUBLIC_URL}/api/auth/verify-email`)).headers.location).toBe('/auth?error=verify_link_invalid');
    expect((await me(t.app, cookie)).isEmailVerified).toBe(false);
  });

  it('resends a new link on request (the old one stops working), at most once a minute, and not once verified', async () => {
    const email = uniqueEmail('resend');
    const { cookie, id } = await register(t.app, email);
    const first = await linkMailedTo(email);
    // Pretend the first mail went out two minutes ago, so a resend is allowed.
    await t.app.deps.db.updateTable('emailTokens').set({ createdAt: Date.now() - 120_000 }).where('userId', '=', id).execute();
    const seen = smtp.mails.length;
    const resend = await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers: { cookie } });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ sent: true, message: en('errors.verification_sent') });
    const second = await linkMailedTo(email, seen);
    expect(second).not.toBe(first);

    const tooSoon = await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers: { cookie } });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(en('errors.email_resend_too_soon'));

    expect((await open(t.app, first)).headers.location).toBe('/auth?error=verify_link_invalid');
    expect((await open(t.app, second)).headers.location).toBe(SIGNED_OUT_OK);
    const done = await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers: { cookie } });
    expect(done.json()).toEqual({ sent: false, message: en('errors.email_already_verified') });
  });

  it('asks to sign in before resending', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification' });
    expect(res.statusCode).toBe(401);
  });

  it('still registers when the mail server refuses the verification mail', async () => {
    smtp.rejecting = true;
    try {
      const email = uniqueEmail('refused');
      const { cookie } = await register(t.app, email);
      await settleBackgroundTasks(t.app.deps);
      expect((await me(t.app, cookie)).email).toBe(email);
      expect(smtp.mails.some((m) => m.envelope.to.includes(email))).toBe(false);
      // Nothing was delivered, so asking again right away is allowed.
      smtp.rejecting = false;
      const resend = await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers: { cookie } });
      expect(resend.statusCode).toBe(200);
      await linkMailedTo(email);
    } finally {
      smtp.rejecting = false;
    }
  });
});

describeEachDatabase('email verification without SMTP', (ctx) => {
  it('writes the verification mail to the outbox by default', async () => {
    const { app, config } = ctx();
    const email = uniqueEmail('outbox');
    await register(app, email);
    await settleBackgroundTasks(app.deps);
    const dir = path.join(config.dataDir, 'outbox');
    const files = (await readdir(dir)).filter((f) => f.endsWith('.eml'));
    const mails = await Promise.all(files.map(async (f) => PostalMime.parse(await readFile(path.join(dir, f)))));
    const mail = mails.find((m) => m.to?.some((a) => a.address === email));
    expect(mail?.subject).toBe(verifySubject);
    expect(mail?.text).toMatch(LINK);
  });
});
