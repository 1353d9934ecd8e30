import { expect, it } from 'vitest';
import deErrors from '../../../shared/i18n/de/errors.json' with { type: 'json' };
import { cookiesFrom, describeApp, startTestApp, uniqueEmail, SQLITE_ONLY } from '../../test/harness.js';
import { describe } from 'vitest';
import { en } from '../../../shared/i18n/english.js';

const password = 'correct horse battery';
const register = (email: string, extra: Record<string, unknown> = {}) => ({
  method: 'POST' as const,
  url: '/api/register',
  payload: { email, password, firstName: 'Ada', lastName: 'Lovelace', ...extra },
});

describeApp('accounts', (ctx) => {
  it('registers, signs in and out, and the session follows the cookie', async () => {
    const { app } = ctx();
    const email = uniqueEmail();
    const reg = await app.inject(register(email.toUpperCase()));
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace', authProvider: 'local' });
    expect(reg.json()).not.toHaveProperty('passwordHash');
    const sessionCookie = reg.cookies.find((c) => c.name === 'vb_session')!;
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sessionCookie.secure).toBeFalsy();

    const cookie = cookiesFrom(reg);
    const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);

    const out = await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    // The old cookie is dead on the server, not only cleared in the browser.
    expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);

    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    expect(login.statusCode).toBe(200);
    const again = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: cookiesFrom(login) } });
    expect(again.json().email).toBe(email);
  });

  it('answers 401 when signed out and with a made-up cookie', async () => {
    const { app } = ctx();
    expect((await app.inject({ method: 'GET', url: '/api/auth/user' })).json()).toEqual({ message: en('errors.not_signed_in'), code: 'not_signed_in' });
    const forged = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: 'vb_session=abc' } });
    expect(forged.statusCode).toBe(401);
  });

  it('sends a readable signed-in hint beside the session cookie, and takes both back when the session is gone', async () => {
    const { app } = ctx();
    const reg = await app.inject(register(uniqueEmail()));
    const hint = reg.cookies.find((c) => c.name === 'vb_signed_in')!;
    // Readable by the page's script (it decides whether to ask GET /api/auth/user) and carrying no secret.
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(hint.httpOnly).toBeFalsy();
    const cookie = cookiesFrom(reg);
    const out = await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.cookies.find((c) => c.name === 'vb_signed_in')).toMatchObject({ value: '' });

    // A cookie whose session has ended: the 401 clears it and its hint, so the browser stops asking.
    const stale = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(stale.statusCode).toBe(401);
    expect(stale.cookies.filter((c) => c.value === '').map((c) => c.name).sort()).toEqual(['vb_session', 'vb_signed_in']);
    // Without any cookie the 401 sets nothing.
    expect((await app.inject({ method: 'GET', url: '/api/auth/user' })).cookies).toEqual([]);
  });

  it('refuses a second account with the same email, whatever its case (409)', async () => {
    const { app } = ctx();
    const email = uniqueEmail();
    expect((await app.inject(register(email))).statusCode).toBe(201);
    const dup = await app.inject(register(email.toUpperCase()));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(en('errors.email_registered'));
  });

  it('gives the same 401 message for a wrong password and an unknown email', async () => {
    const { app } = ctx();
    const email = uniqueEmail();
    await app.inject(register(email));
    const wrong = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'wrong password!' } });
    const unknown = await app.inject({ method: 'POST', url: '/api/login', payload: { email: uniqueEmail(), password } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: en('errors.invalid_email_or_password'), code: 'invalid_email_or_password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', en('errors.invalid_email')],
    [{ password: 'short' }, 'password', en('errors.password_min')],
    [{ firstName: '  ' }, 'firstName', en('errors.first_name_required')],
    [{ lastName: '' }, 'lastName', en('errors.last_name_required')],
  ])('rejects registration with %o (400, product spec message)', async (change, field, message) => {
    const { app } = ctx();
    const res = await app.inject(register(uniqueEmail(), change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(res.json().message).toBe(message);
  });

  it("answers a refusal with the product spec's message and its stable code, which the app's languages translate", async () => {
    const { app } = ctx();
    const email = uniqueEmail();
    await app.inject(register(email));
    const refused = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'not the password' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Invalid email or password', code: 'invalid_email_or_password' });
    expect(deErrors.invalid_email_or_password).toBe('E-Mail-Adresse oder Passwort ist falsch');
    // A message outside the server's fixed list (the JSON parser's) has no code: a screen shows its English.
    const malformed = await app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).not.toHaveProperty('code');
  });

  it('answers malformed JSON with 400 and a message, not 500', async () => {
    const { app } = ctx();
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it('refuses state-changing calls from a foreign origin (403) and accepts its own', async () => {
    const { app } = ctx();
    const email = uniqueEmail();
    const foreign = await app.inject({ ...register(email), headers: { origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(en('errors.forbidden_origin'));
    const crossSite = await app.inject({ ...register(email), headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    const own = await app.inject({ ...register(email), headers: { origin: 'http://localhost:3000' } });
    expect(own.statusCode).toBe(201);
  });

  it('gives a new session id at login, so a planted cookie never becomes a session', async () => {
    const { app } = ctx();
    const email = uniqueEmail();
    const first = cookiesFrom(await app.inject(register(email)));
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, headers: { cookie: first } });
    const second = cookiesFrom(login);
    expect(second).not.toBe(first);
    expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: first } })).statusCode).toBe(401);
  });

  it('ends expired sessions', async () => {
    const { app } = ctx();
    const cookie = cookiesFrom(await app.inject(register(uniqueEmail())));
    await app.deps.db.updateTable('sessions').set({ expiresAt: Date.now() - 1 }).execute();
    expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe.each(SQLITE_ONLY)('login rate limit [%s]', (dialect) => {
  it('answers 429 with a message after too many attempts from one client', async () => {
    const t = await startTestApp(dialect, (c) => {
      c.rateLimits.auth = { max: 3, windowMs: 60_000 };
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: uniqueEmail(), password } });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json().message).toBe(en('errors.too_many_requests'));
      }
      expect(codes).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await t.close();
    }
  });
});
