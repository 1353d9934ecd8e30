import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, SQLITE_ONLY, describeApp, startTestApp, type TestApp } from '../../test/harness.js';
import { ADMIN_SESSION_COOKIE } from './admin-sessions.plugin.js';
import { bootstrapAdmin, createAdmin } from './admin-auth.service.js';
import { ADMIN_PASSWORD, adminCookie, adminLogin, createTestAdmin, setAdminActive } from './admin.test-support.js';
import { en } from '../../../shared/i18n/english.js';

describeApp('admin sign-in', (ctx) => {
  const me = (cookie?: string) => ctx().app.inject({ method: 'GET', url: '/admin-api/auth/user', headers: cookie ? { cookie } : {} });

  it('signs in with username and password into an httpOnly admin-only cookie, and reports the admin', async () => {
    const { app } = ctx();
    const admin = await createTestAdmin(app, { superAdmin: true, email: `boss.${Date.now()}@example.com` });
    const started = Date.now();
    const res = await adminLogin(app, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: admin.id,
      username: admin.username,
      email: expect.stringMatching(/^boss\./),
      isSuperAdmin: true,
      isActive: true,
      // The admin's screen language (PUT /admin-api/auth/language); none chosen yet: the browser's.
      language: null,
      lastLogin: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(Date.parse(body.lastLogin)).toBeGreaterThanOrEqual(started - 1000);
    const set = res.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE)!;
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/admin-api' });
    expect(res.cookies.some((c) => c.name === 'vb_session')).toBe(false);
    expect((await me(cookiesFrom(res))).json()).toEqual(body);
    expect((await me()).statusCode).toBe(401);
  });

  it('accepts the username in any case', async () => {
    const { app } = ctx();
    const admin = await createTestAdmin(app);
    expect((await adminLogin(app, { username: admin.username.toUpperCase(), password: ADMIN_PASSWORD })).statusCode).toBe(200);
  });

  it("answers 'Invalid credentials' alike for an unknown name, a wrong password and a deactivated admin", async () => {
    const { app } = ctx();
    const [admin, gone] = await Promise.all([createTestAdmin(app), createTestAdmin(app)]);
    await setAdminActive(app, gone.id, false);
    for (const attempt of [
      { username: 'nobody_here', password: ADMIN_PASSWORD },
      { username: admin.username, password: 'wrong password' },
      { username: gone.username, password: ADMIN_PASSWORD },
    ]) {
      const res = await adminLogin(app, attempt);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: en('errors.invalid_credentials'), code: 'invalid_credentials' });
      expect(res.cookies).toEqual([]);
    }
  });

  it('asks for both fields with the product spec messages', async () => {
    const { app } = ctx();
    const noName = await adminLogin(app, { username: '  ', password: 'x' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe(en('errors.username_required'));
    const noPassword = await app.inject({ method: 'POST', url: '/admin-api/login', payload: { username: 'someone', password: '' } });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe(en('errors.password_required'));
  });

  it('starts a new session at each sign-in and ends the one the browser brought', async () => {
    const { app } = ctx();
    const admin = await createTestAdmin(app);
    const first = await adminCookie(app, admin);
    const again = await app.inject({
      method: 'POST',
      url: '/admin-api/login',
      headers: { cookie: first },
      payload: { username: admin.username, password: admin.password },
    });
    const second = cookiesFrom(again);
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('logout ends the session and clears the cookie', async () => {
    const { app } = ctx();
    const cookie = await adminCookie(app, await createTestAdmin(app));
    const out = await app.inject({ method: 'POST', url: '/admin-api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(cookiesFrom(out, cookie)).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("a deactivated admin's open session stops working at once, and works again when reactivated", async () => {
    const { app } = ctx();
    const admin = await createTestAdmin(app, { superAdmin: true });
    const cookie = await adminCookie(app, admin);
    await setAdminActive(app, admin.id, false);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/admin-api/users', headers: { cookie } })).statusCode).toBe(401);
    await setAdminActive(app, admin.id, true);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('says demo mode is off by default', async () => {
    expect((await ctx().app.inject({ method: 'GET', url: '/admin-api/demo-mode' })).json()).toEqual({ demoMode: false });
  });
});

describeApp(
  'admin sign-in limits and demo mode',
  (ctx) => {
    it('limits sign-in attempts per client (429 after the limit)', async () => {
      const { app } = ctx();
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await adminLogin(app, { username: 'nobody', password: 'wrong password' })).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect((await adminLogin(app, { username: 'nobody', password: 'wrong password' })).json().message).toBe(en('errors.too_many_requests'));
    });

    it('reports demo mode when DEMO_MODE is on, and the demo still gets nothing', async () => {
      const { app } = ctx();
      expect((await app.inject({ method: 'GET', url: '/admin-api/demo-mode' })).json()).toEqual({ demoMode: true });
      expect((await app.inject({ method: 'GET', url: '/admin-api/users' })).statusCode).toBe(401);
    });
  },
  (config) => {
    config.rateLimits.adminLogin = { max: 3, windowMs: 60_000 };
    config.demoMode = true;
  },
);

describe.each(SQLITE_ONLY)('first super admin from ADMIN_USERNAME and ADMIN_PASSWORD [%s]', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, undefined, { ADMIN_USERNAME: 'Owner', ADMIN_PASSWORD: 'owner password 1' });
  }, 60_000);
  afterAll(async () => t?.close());

  const admins = () => t.app.deps.db.selectFrom('adminUsers').selectAll().execute();

  it('creates exactly one super admin at start, who can sign in', async () => {
    const rows = await admins();
    expect(rows.map((r) => [r.username, r.isSuperAdmin, r.isActive])).toEqual([['owner', 1, 1]]);
    const res = await adminLogin(t.app, { username: 'Owner', password: 'owner password 1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().isSuperAdmin).toBe(true);
  });

  it('does nothing when an admin already exists (a restart, or another name in the environment)', async () => {
    expect(await bootstrapAdmin(t.app.deps)).toBeNull();
    expect(await bootstrapAdmin({ db: t.app.deps.db, config: { ...t.config, admin: { username: 'other', password: 'other password 1' } } })).toBeNull();
    expect((await admins()).map((r) => r.username)).toEqual(['owner']);
  });

  it('refuses a second admin with the same username or email', async () => {
    await expect(createAdmin(t.app.deps, { username: 'OWNER', password: 'another password' })).rejects.toMatchObject({
      statusCode: 409,
      message: en('errors.admin_admin_username_taken'),
    });
    await createAdmin(t.app.deps, { username: 'mailer', password: 'another password', email: 'a@example.com' });
    await expect(createAdmin(t.app.deps, { username: 'mailer2', password: 'another password', email: 'A@example.com' })).rejects.toMatchObject({
      statusCode: 409,
      message: en('errors.admin_admin_email_taken'),
    });
  });
});
