import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, DIALECTS, startTestApp, uniqueEmail, type TestApp } from '../../test/harness.js';
import { startOidcProvider, type TestOidcProvider } from '../../test/oidc.js';
import { createAdmin } from '../admin/admin-auth.service.js';

const PUBLIC_URL = 'http://localhost:3000';
let n = 0;

async function adminTrip(app: FastifyInstance, idp: TestOidcProvider, login: string) {
  const start = await app.inject({ method: 'GET', url: '/admin-api/auth/google' });
  expect(start.statusCode).toBe(302);
  const cookie = cookiesFrom(start);
  const back = await idp.signIn(String(start.headers.location), { login });
  expect(back.pathname).toBe('/admin-api/auth/google/callback');
  const callback = await app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie } });
  return { callback, cookie: cookiesFrom(callback, cookie) };
}

describe.each(DIALECTS)('admin sign-in through the OpenID Connect provider [%s]', (dialect) => {
  let idp: TestOidcProvider;
  let t: TestApp;
  beforeAll(async () => {
    idp = await startOidcProvider({ redirectUris: [`${PUBLIC_URL}/admin-api/auth/google/callback`] });
    t = await startTestApp(dialect, () => {}, { ...idp.env, PUBLIC_URL });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  const newAdmin = (email: string) =>
    createAdmin(t.app.deps, { username: `oidcadmin${Date.now().toString(36)}${++n}`, password: 'admin password 1', email });

  it('signs in an active admin whose verified email matches, and opens the admin API only', async () => {
    const email = uniqueEmail('admin');
    const admin = await newAdmin(email);
    idp.addAccount({ email, emailVerified: true });
    const { callback, cookie } = await adminTrip(t.app, idp, email);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/master-admin');
    const res = await t.app.inject({ method: 'GET', url: '/admin-api/auth/user', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: admin.id, username: admin.username });
    expect(res.json().lastLogin).not.toBeNull();
    // No creator account was made or opened.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
    expect(await t.app.deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    // The sign-in is in the audit log like a password sign-in.
    const audit = await t.app.deps.db.selectFrom('adminAuditLog').select(['action', 'detail']).where('adminUserId', '=', admin.id).execute();
    expect(audit).toEqual([{ action: 'admin.login', detail: JSON.stringify({ via: 'google' }) }]);
  });

  it.each([
    ['no admin account has the email', async (email: string) => void email],
    ['the admin account is deactivated', async (email: string) => {
      const a = await newAdmin(email);
      await t.app.deps.db.updateTable('adminUsers').set({ isActive: 0 }).where('id', '=', a.id).execute();
    }],
  ])('refuses when %s (/admin-login?error=admin_not_allowed)', async (_label, setup) => {
    const email = uniqueEmail('notadmin');
    await setup(email);
    idp.addAccount({ email, emailVerified: true });
    const { callback, cookie } = await adminTrip(t.app, idp, email);
    expect(callback.headers.location).toBe('/admin-login?error=admin_not_allowed');
    expect((await t.app.inject({ method: 'GET', url: '/admin-api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('refuses an admin email the provider has not verified', async () => {
    const email = uniqueEmail('adminunverified');
    await newAdmin(email);
    idp.addAccount({ email, emailVerified: false });
    const { callback } = await adminTrip(t.app, idp, email);
    expect(callback.headers.location).toBe('/admin-login?error=admin_not_allowed');
  });

  it('does not accept a creator sign-in state at the admin callback', async () => {
    const email = uniqueEmail('cross');
    await newAdmin(email);
    idp.addAccount({ email, emailVerified: true });
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    const back = new URL(String(start.headers.location));
    const state = back.searchParams.get('state')!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/admin-api/auth/google/callback?code=x&state=${encodeURIComponent(state)}`,
      headers: { cookie: cookiesFrom(start) },
    });
    expect(res.headers.location).toBe('/admin-login?error=invalid_state');
  });
});
