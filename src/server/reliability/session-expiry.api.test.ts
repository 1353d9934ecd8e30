import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SESSION_TTL_MS } from '../modules/admin/admin-sessions.repository.js';
import { SESSION_TTL_MS } from '../modules/accounts/sessions.repository.js';
import { createCreator, cookiesFrom, DIALECTS, startTestApp, type TestApp } from '../test/harness.js';

// Fixation (a new id at every login) and "a password reset ends every session" are proven where those calls
// live: modules/accounts/accounts.api.test.ts, password-reset.api.test.ts, modules/admin/admin-auth.api.test.ts
// and admin-actions.api.test.ts. This suite adds the lifetimes: creator 30 days sliding, admin 12 hours.
const DAY = 24 * 3600_000;
const HOUR = 3600_000;
const ADMIN = { username: 'owner', password: 'owner password 1' };

describe.each(DIALECTS)('session lifetimes [%s]', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, undefined, { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  });
  afterAll(async () => t?.close());

  const creatorSession = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  const adminSession = (cookie: string) => t.app.inject({ method: 'GET', url: '/admin-api/auth/user', headers: { cookie } });

  it('a creator cookie lasts 30 days, and use slides the expiry forward; 30 idle days end it', async () => {
    const host = await createCreator(t.app, { profile: false });
    // Only the session under test: the one registration started is logged out.
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: host.cookie } })).statusCode).toBeLessThan(300);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: host.user.email, password: 'correct horse battery' } });
    expect(login.cookies[0]!.maxAge).toBe(SESSION_TTL_MS / 1000);
    const cookie = cookiesFrom(login);
    const mine = () => t.app.deps.db.updateTable('sessions').where('userId', '=', host.user.id);
    const expiresAt = async () => (await t.app.deps.db.selectFrom('sessions').select('expiresAt').where('userId', '=', host.user.id).execute()).map((r) => r.expiresAt);

    // Used three days after it was last extended: good for 30 days from now again.
    await mine().set({ expiresAt: Date.now() + SESSION_TTL_MS - 3 * DAY }).execute();
    expect((await creatorSession(cookie)).statusCode).toBe(200);
    const slid = await expiresAt();
    expect(slid).toHaveLength(1);
    expect(slid[0]!).toBeGreaterThan(Date.now() + SESSION_TTL_MS - HOUR);

    // Not used for 30 days: gone.
    await mine().set({ expiresAt: Date.now() - 1 }).execute();
    expect((await creatorSession(cookie)).statusCode).toBe(401);
  });

  it('an admin cookie lasts 12 hours, slides while the admin works, and ends after 12 idle hours', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/admin-api/login', payload: ADMIN });
    expect(login.statusCode).toBe(200);
    expect(login.cookies[0]!.maxAge).toBe(ADMIN_SESSION_TTL_MS / 1000);
    expect(ADMIN_SESSION_TTL_MS).toBe(12 * HOUR);
    const cookie = cookiesFrom(login);
    await t.app.deps.db.deleteFrom('adminSessions').where('expiresAt', '<', Date.now() + ADMIN_SESSION_TTL_MS - 60_000).execute();

    await t.app.deps.db.updateTable('adminSessions').set({ expiresAt: Date.now() + 2 * HOUR }).execute();
    expect((await adminSession(cookie)).statusCode).toBe(200);
    const [slid] = (await t.app.deps.db.selectFrom('adminSessions').select('expiresAt').execute()).map((r) => r.expiresAt);
    expect(slid!).toBeGreaterThan(Date.now() + ADMIN_SESSION_TTL_MS - 60_000);

    await t.app.deps.db.updateTable('adminSessions').set({ expiresAt: Date.now() - 1 }).execute();
    expect((await adminSession(cookie)).statusCode).toBe(401);
  });
});
