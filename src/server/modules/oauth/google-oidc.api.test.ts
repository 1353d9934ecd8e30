import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, SQLITE_ONLY, startTestApp, uniqueEmail, type TestApp } from '../../test/harness.js';
import { startOidcProvider, type TestOidcProvider } from '../../test/oidc.js';

const PUBLIC_URL = 'http://localhost:3000';
const password = 'correct horse battery';

type Action = { login: string } | { cancel: true };

/** A browser's trip: start at the app, sign in (or cancel) at the provider, come back to the callback. */
async function providerTrip(app: FastifyInstance, idp: TestOidcProvider, action: Action, opts: { cookie?: string; start?: string } = {}) {
  const start = await app.inject({ method: 'GET', url: opts.start ?? '/api/auth/google', headers: opts.cookie ? { cookie: opts.cookie } : {} });
  expect(start.statusCode).toBe(302);
  const cookie = cookiesFrom(start, opts.cookie ?? '');
  const back = await idp.signIn(String(start.headers.location), action);
  expect(back.origin).toBe(PUBLIC_URL);
  const callback = await app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie } });
  return { start, back, callback, cookie: cookiesFrom(callback, cookie) };
}

const me = (app: FastifyInstance, cookie: string) => app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

async function registerLocal(app: FastifyInstance, email: string) {
  const res = await app.inject({ method: 'POST', url: '/api/register', payload: { email, password, firstName: 'Grace', lastName: 'Hopper' } });
  expect(res.statusCode).toBe(201);
  return { user: res.json() as { id: string }, cookie: cookiesFrom(res) };
}

describe.each(SQLITE_ONLY)('sign-in through an OpenID Connect provider [%s]', (dialect) => {
  let idp: TestOidcProvider;
  let t: TestApp;
  beforeAll(async () => {
    idp = await startOidcProvider({
      redirectUris: [`${PUBLIC_URL}/api/auth/google/callback`, `${PUBLIC_URL}/admin-api/auth/google/callback`],
    });
    t = await startTestApp(dialect, () => {}, { ...idp.env, PUBLIC_URL });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  it('tells the sign-in screens which provider buttons to show', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({ google: true, github: false });
  });

  it('creates a verified account with the provider names on first sign-in, and finds it again the next time', async () => {
    const email = uniqueEmail('oidc');
    const sub = idp.addAccount({ email: email.toUpperCase(), emailVerified: true, givenName: 'Ada', familyName: 'Lovelace' });
    const first = await providerTrip(t.app, idp, { login: email });
    const authorize = new URL(String(first.start.headers.location));
    expect(authorize.origin).toBe(idp.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(first.callback.statusCode).toBe(302);
    expect(first.callback.headers.location).toBe('/');
    const user = (await me(t.app, first.cookie)).json();
    expect(user).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace', authProvider: 'google', isEmailVerified: true });
    const row = await t.app.deps.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.googleId).toBe(sub);
    expect(row.passwordHash).toBeNull();
    // No password exists, so a password sign-in cannot open this account.
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: '' + sub } });
    expect(login.statusCode).toBe(401);

    const second = await providerTrip(t.app, idp, { login: email });
    expect(second.callback.headers.location).toBe('/');
    expect((await me(t.app, second.cookie)).json().id).toBe(user.id);
    const count = await t.app.deps.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('email', '=', email).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('links to an existing verified account with the same email; the password keeps working', async () => {
    const email = uniqueEmail('link');
    const local = await registerLocal(t.app, email);
    await t.app.deps.db.updateTable('users').set({ isEmailVerified: 1 }).where('id', '=', local.user.id).execute();
    const sub = idp.addAccount({ email, emailVerified: true, givenName: 'Other', familyName: 'Name' });
    const trip = await providerTrip(t.app, idp, { login: email });
    expect(trip.callback.headers.location).toBe('/');
    const user = (await me(t.app, trip.cookie)).json();
    expect(user).toMatchObject({ id: local.user.id, authProvider: 'local', firstName: 'Grace' });
    const row = await t.app.deps.db.selectFrom('users').select(['googleId']).where('id', '=', local.user.id).executeTakeFirstOrThrow();
    expect(row.googleId).toBe(sub);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    expect(login.statusCode).toBe(200);
    expect((await me(t.app, local.cookie)).statusCode).toBe(200);
  });

  it('links to an unverified local account only after taking away the unproven password and its sessions', async () => {
    const email = uniqueEmail('squat');
    const squatter = await registerLocal(t.app, email);
    idp.addAccount({ email, emailVerified: true });
    const trip = await providerTrip(t.app, idp, { login: email });
    expect(trip.callback.headers.location).toBe('/');
    const user = (await me(t.app, trip.cookie)).json();
    expect(user).toMatchObject({ id: squatter.user.id, isEmailVerified: true });
    // Whoever registered the address without proving it is locked out.
    expect((await me(t.app, squatter.cookie)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } })).statusCode).toBe(401);
  });

  it('refuses to link when the provider has not verified the email, and says to use the password', async () => {
    const email = uniqueEmail('unverified');
    const local = await registerLocal(t.app, email);
    idp.addAccount({ email, emailVerified: false });
    const trip = await providerTrip(t.app, idp, { login: email });
    expect(trip.callback.statusCode).toBe(302);
    expect(trip.callback.headers.location).toBe('/auth?error=account_exists');
    expect(trip.callback.cookies.find((c) => c.name === 'vb_session')).toBeUndefined();
    const row = await t.app.deps.db.selectFrom('users').select(['googleId']).where('id', '=', local.user.id).executeTakeFirstOrThrow();
    expect(row.googleId).toBeNull();
  });

  it('creates no account for an address the provider has not verified', async () => {
    const email = uniqueEmail('newunverified');
    idp.addAccount({ email, emailVerified: false });
    const trip = await providerTrip(t.app, idp, { login: email });
    expect(trip.callback.headers.location).toBe('/auth?error=email_unverified');
    expect(await t.app.deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('refuses a second provider account for an email already linked to another one', async () => {
    const email = uniqueEmail('conflict');
    idp.addAccount({ email, emailVerified: true });
    expect((await providerTrip(t.app, idp, { login: email })).callback.headers.location).toBe('/');
    // Another account at the same provider now claims the same address.
    const otherSub = idp.addAccount({ email: `other.${email}`, emailVerified: true });
    await t.app.deps.db.updateTable('users').set({ email: `other.${email}` }).where('email', '=', email).execute();
    const trip = await providerTrip(t.app, idp, { login: otherSub });
    expect(trip.callback.headers.location).toBe('/auth?error=account_conflict');
  });

  it('lands on /auth with access_denied when the user cancels at the provider', async () => {
    const trip = await providerTrip(t.app, idp, { cancel: true });
    expect(trip.back.searchParams.get('error')).toBe('access_denied');
    expect(trip.callback.statusCode).toBe(302);
    expect(trip.callback.headers.location).toBe('/auth?error=access_denied');
    expect(trip.callback.cookies.find((c) => c.name === 'vb_session')).toBeUndefined();
  });

  describe('refuses a callback whose state does not belong to this browser', () => {
    async function codeFor(email: string) {
      idp.addAccount({ email, emailVerified: true });
      const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
      const cookie = cookiesFrom(start);
      const back = await idp.signIn(String(start.headers.location), { login: email });
      return { back, cookie };
    }
    const expectInvalidState = (res: { statusCode: number; headers: Record<string, unknown>; cookies: { name: string }[] }) => {
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/auth?error=invalid_state');
      expect(res.cookies.find((c) => c.name === 'vb_session')).toBeUndefined();
    };

    it('a changed state parameter', async () => {
      const { back, cookie } = await codeFor(uniqueEmail('st1'));
      back.searchParams.set('state', 'forged-state-value');
      expectInvalidState(await t.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie } }));
    });

    it('a callback opened in a browser that did not start the sign-in (no state cookie)', async () => {
      const { back } = await codeFor(uniqueEmail('st2'));
      expectInvalidState(await t.app.inject({ method: 'GET', url: back.pathname + back.search }));
    });

    it('a callback URL used a second time', async () => {
      const { back, cookie } = await codeFor(uniqueEmail('st3'));
      const url = back.pathname + back.search;
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).headers.location).toBe('/');
      expectInvalidState(await t.app.inject({ method: 'GET', url, headers: { cookie } }));
    });

    it('a sign-in attempt older than its lifetime', async () => {
      const { back, cookie } = await codeFor(uniqueEmail('st4'));
      await t.app.deps.db.updateTable('oauthStates').set({ expiresAt: Date.now() - 1 }).execute();
      expectInvalidState(await t.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie } }));
    });

    it('a callback without any state', async () => {
      expectInvalidState(await t.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=abc' }));
    });
  });

  it('lands on /auth with sign_in_failed when the code is invalid or expired', async () => {
    const email = uniqueEmail('badcode');
    idp.addAccount({ email, emailVerified: true });
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    const cookie = cookiesFrom(start);
    const back = await idp.signIn(String(start.headers.location), { login: email });
    back.searchParams.set('code', 'not-a-code-the-provider-issued');
    const res = await t.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth?error=sign_in_failed');
  });

  it('replaces an existing session with a new one and keeps a local return path only', async () => {
    const email = uniqueEmail('ret');
    idp.addAccount({ email, emailVerified: true });
    const before = await registerLocal(t.app, uniqueEmail('someone'));
    const trip = await providerTrip(t.app, idp, { login: email }, { cookie: before.cookie, start: '/api/auth/google?returnTo=%2Fonboarding' });
    expect(trip.callback.headers.location).toBe('/onboarding');
    expect((await me(t.app, before.cookie)).statusCode).toBe(401);
    expect((await me(t.app, trip.cookie)).json().email).toBe(email);
    const evil = await providerTrip(t.app, idp, { login: email }, { start: '/api/auth/google?returnTo=%2F%2Fevil.example%2F' });
    expect(evil.callback.headers.location).toBe('/');
  });

  it('sends the GitHub button to /auth with a message when GitHub is not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/github' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth?error=provider_unavailable');
  });
});
