import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubOAuth, type TestGitHub } from '../../test/github-oauth.js';
import { cookiesFrom, DIALECTS, startTestApp, uniqueEmail, type TestApp } from '../../test/harness.js';

const PUBLIC_URL = 'http://localhost:3000';

async function githubTrip(app: FastifyInstance, gh: TestGitHub) {
  const start = await app.inject({ method: 'GET', url: '/api/auth/github' });
  expect(start.statusCode).toBe(302);
  const cookie = cookiesFrom(start);
  const back = await gh.authorize(String(start.headers.location));
  expect(back.origin + back.pathname).toBe(`${PUBLIC_URL}/api/auth/github/callback`);
  const callback = await app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie } });
  return { start, back, callback, cookie: cookiesFrom(callback, cookie) };
}

const me = (app: FastifyInstance, cookie: string) => app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

describe.each(DIALECTS)('sign-in with GitHub [%s]', (dialect) => {
  let gh: TestGitHub;
  let t: TestApp;
  beforeAll(async () => {
    gh = await startGitHubOAuth();
    t = await startTestApp(dialect, () => {}, { ...gh.env, PUBLIC_URL });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  it('shows the GitHub button only (Google is not configured)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: false, github: true });
  });

  it('creates an account from the verified primary address, with PKCE and the client secret at the token endpoint', async () => {
    const email = uniqueEmail('gh');
    gh.next = gh.addUser({
      login: 'octo',
      name: 'Octo Cat Smith',
      emails: [
        { email: uniqueEmail('unverified'), primary: false, verified: false },
        { email, primary: true, verified: true },
      ],
    });
    const trip = await githubTrip(t.app, gh);
    const authorize = new URL(String(trip.start.headers.location));
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(trip.callback.statusCode).toBe(302);
    expect(trip.callback.headers.location).toBe('/');
    const token = gh.tokenRequests.at(-1)!;
    expect(token.get('code_verifier')).toBeTruthy();
    expect(token.get('client_secret')).toBe(gh.env.GITHUB_CLIENT_SECRET);
    const user = (await me(t.app, trip.cookie)).json();
    expect(user).toMatchObject({ email, firstName: 'Octo', lastName: 'Cat Smith', authProvider: 'github', isEmailVerified: true });
    const row = await t.app.deps.db.selectFrom('users').select(['githubId', 'passwordHash']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ githubId: String(gh.next.id), passwordHash: null });

    // The same GitHub account later finds the same Voxbook account.
    const again = await githubTrip(t.app, gh);
    expect((await me(t.app, again.cookie)).json().id).toBe(user.id);
  });

  it('uses the login as first name when the GitHub profile has no name', async () => {
    const email = uniqueEmail('noname');
    gh.next = gh.addUser({ login: 'nonamer', name: null, emails: [{ email, primary: true, verified: true }] });
    const trip = await githubTrip(t.app, gh);
    expect((await me(t.app, trip.cookie)).json()).toMatchObject({ firstName: 'nonamer', lastName: '' });
  });

  it('links to an existing account only through a verified GitHub address', async () => {
    const email = uniqueEmail('ghlink');
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email, password: 'correct horse battery', firstName: 'Linus', lastName: 'T' },
    });
    const userId = reg.json().id;
    await t.app.deps.db.updateTable('users').set({ isEmailVerified: 1 }).where('id', '=', userId).execute();

    gh.next = gh.addUser({ login: 'unv', name: 'U V', emails: [{ email, primary: true, verified: false }] });
    const refused = await githubTrip(t.app, gh);
    expect(refused.callback.headers.location).toBe('/auth?error=account_exists');

    gh.next = gh.addUser({ login: 'ver', name: 'V W', emails: [{ email, primary: true, verified: true }] });
    const linked = await githubTrip(t.app, gh);
    expect(linked.callback.headers.location).toBe('/');
    expect((await me(t.app, linked.cookie)).json()).toMatchObject({ id: userId, authProvider: 'local' });
  });

  it('creates no account when GitHub has no verified address', async () => {
    const email = uniqueEmail('ghnone');
    gh.next = gh.addUser({ login: 'nomail', name: 'No Mail', emails: [{ email, primary: true, verified: false }] });
    const trip = await githubTrip(t.app, gh);
    expect(trip.callback.headers.location).toBe('/auth?error=email_unverified');
  });

  it('lands on /auth with access_denied when the user cancels on GitHub', async () => {
    gh.next = 'deny';
    const trip = await githubTrip(t.app, gh);
    expect(trip.callback.headers.location).toBe('/auth?error=access_denied');
    expect(trip.callback.cookies.find((c) => c.name === 'vb_session')).toBeUndefined();
  });

  it('lands on /auth with sign_in_failed when GitHub rejects the code', async () => {
    gh.next = gh.addUser({ login: 'x', name: 'X', emails: [{ email: uniqueEmail('x'), primary: true, verified: true }] });
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/github' });
    const back = await gh.authorize(String(start.headers.location));
    back.searchParams.set('code', 'expired-code');
    const res = await t.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie: cookiesFrom(start) } });
    expect(res.headers.location).toBe('/auth?error=sign_in_failed');
  });

  it('lands on /auth with invalid_state for a forged state', async () => {
    gh.next = gh.addUser({ login: 'y', name: 'Y', emails: [{ email: uniqueEmail('y'), primary: true, verified: true }] });
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/github' });
    const back = await gh.authorize(String(start.headers.location));
    back.searchParams.set('state', 'forged');
    const res = await t.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie: cookiesFrom(start) } });
    expect(res.headers.location).toBe('/auth?error=invalid_state');
  });
});

describe.each(DIALECTS)('an identity provider that cannot be reached [%s]', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 9 on loopback: nothing listens there, so discovery fails at once.
    t = await startTestApp(dialect, () => {}, {
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      OIDC_ISSUER_URL: 'http://127.0.0.1:9',
    });
  }, 60_000);
  afterAll(async () => t?.close());

  it('sends the user back to /auth with provider_unavailable instead of an error page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth?error=provider_unavailable');
  });
});
