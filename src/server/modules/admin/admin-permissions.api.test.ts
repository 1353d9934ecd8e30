import { beforeAll, expect, it } from 'vitest';
import { type Creator, createCreator, describeApp, uniqueUsername } from '../../test/harness.js';
import { adminCookie, createTestAdmin, setAdminActive, type TestAdmin } from './admin.test-support.js';
import { en } from '../../../shared/i18n/english.js';

type Role = 'anonymous' | 'creator' | 'admin' | 'super admin' | 'deactivated admin';
type Access = 'public' | 'admin' | 'super';
const ROLES: Role[] = ['anonymous', 'creator', 'admin', 'super admin', 'deactivated admin'];

interface Fixture {
  target: Creator;
  spare: TestAdmin;
}

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  access: Access;
  url: (f: Fixture) => string;
  body?: (f: Fixture) => Record<string, unknown>;
  /** The status a public call answers when it is not 200. */
  status?: number;
  /** A role's answer when it is not the access level's usual one. */
  except?: Partial<Record<Role, number>>;
}

/** Every /admin-api call. A new call must be added here, or the completeness test below fails. */
const CALLS: Call[] = [
  { method: 'POST', path: '/admin-api/login', access: 'public', url: () => '/admin-api/login', body: (f) => ({ username: f.spare.username, password: f.spare.password }) },
  { method: 'GET', path: '/admin-api/demo-mode', access: 'public', url: () => '/admin-api/demo-mode' },
  { method: 'POST', path: '/admin-api/logout', access: 'public', url: () => '/admin-api/logout' },
  // Without a configured provider this redirects back to /admin-login with an error, for everyone alike.
  { method: 'GET', path: '/admin-api/auth/google', access: 'public', url: () => '/admin-api/auth/google', status: 302 },
  { method: 'GET', path: '/admin-api/auth/user', access: 'admin', url: () => '/admin-api/auth/user' },
  // The admin's own screen language (null: the browser's), so other cases' answers stay as they were.
  { method: 'PUT', path: '/admin-api/auth/language', access: 'admin', url: () => '/admin-api/auth/language', body: () => ({ language: null }) },
  { method: 'GET', path: '/admin-api/users', access: 'admin', url: () => '/admin-api/users' },
  { method: 'GET', path: '/admin-api/users/:userId', access: 'admin', url: (f) => `/admin-api/users/${f.target.user.id}` },
  { method: 'GET', path: '/admin-api/dashboard/stats', access: 'admin', url: () => '/admin-api/dashboard/stats' },
  {
    method: 'PUT',
    path: '/admin-api/users/:userId/status',
    access: 'admin',
    url: (f) => `/admin-api/users/${f.target.user.id}/status`,
    body: () => ({ isActive: true }),
  },
  {
    method: 'PUT',
    path: '/admin-api/users/:userId/username',
    access: 'super',
    url: (f) => `/admin-api/users/${f.target.user.id}/username`,
    body: () => ({ username: uniqueUsername('renamed') }),
  },
  {
    method: 'PUT',
    path: '/admin-api/users/:userId/password',
    access: 'super',
    url: (f) => `/admin-api/users/${f.target.user.id}/password`,
    body: () => ({ newPassword: 'a brand new password' }),
  },
  { method: 'GET', path: '/admin-api/audit-log', access: 'super', url: () => '/admin-api/audit-log' },
  // Deleting an account (docs/decisions/069), asked for one that does not exist so the fixture stays: the super
  // admin is let through to a 404, everyone else stops at the door. The deletion itself: modules/erasure.
  {
    method: 'DELETE',
    path: '/admin-api/users/:userId',
    access: 'super',
    url: () => '/admin-api/users/00000000-0000-7000-8000-000000000000',
    except: { 'super admin': 404 },
  },
];

const EXPECTED: Record<Access, Record<Role, number>> = {
  public: { anonymous: 200, creator: 200, admin: 200, 'super admin': 200, 'deactivated admin': 200 },
  admin: { anonymous: 401, creator: 401, admin: 200, 'super admin': 200, 'deactivated admin': 401 },
  super: { anonymous: 401, creator: 401, admin: 403, 'super admin': 200, 'deactivated admin': 401 },
};

const MATRIX = CALLS.flatMap((call) => ROLES.map((role) => ({ call, role, status: call.status ?? call.except?.[role] ?? EXPECTED[call.access][role] })));

describeApp('admin permission matrix', (ctx) => {
  let fixture: Fixture;
  let plainAdmin: TestAdmin;
  let superAdmin: TestAdmin;
  let creator: Creator;
  let deactivatedCookie: string;

  beforeAll(async () => {
    const { app } = ctx();
    [plainAdmin, superAdmin, creator] = await Promise.all([
      createTestAdmin(app),
      createTestAdmin(app, { superAdmin: true }),
      createCreator(app),
    ]);
    fixture = { target: await createCreator(app), spare: await createTestAdmin(app) };
    const gone = await createTestAdmin(app, { superAdmin: true });
    deactivatedCookie = await adminCookie(app, gone);
    await setAdminActive(app, gone.id, false);
  });

  /** A fresh session per case, so a logout in one case cannot change another. */
  async function cookieFor(role: Role): Promise<string | undefined> {
    const { app } = ctx();
    if (role === 'anonymous') return undefined;
    if (role === 'creator') return creator.cookie;
    if (role === 'deactivated admin') return deactivatedCookie;
    return adminCookie(app, role === 'admin' ? plainAdmin : superAdmin);
  }

  it('lists every /admin-api route the server has', () => {
    // printRoutes draws a tree; rebuild each full path from its indentation.
    const served = new Set<string>();
    const stack: string[] = [];
    for (const line of ctx().app.printRoutes({ commonPrefix: false }).split('\n')) {
      const m = line.match(/^(.*?)[├└]── (\S+)(?: \(([^)]+)\))?/);
      if (!m) continue;
      stack.length = m[1]!.length / 4;
      stack.push(m[2]!);
      const path = stack.join('');
      if (!path.startsWith('/admin-api/') || !m[3]) continue;
      for (const method of m[3].split(', ')) if (method !== 'HEAD') served.add(`${method} ${path}`);
    }
    const covered = new Set(CALLS.map((c) => `${c.method} ${c.path}`));
    expect([...covered].filter((c) => !served.has(c))).toEqual([]);
    // The provider's callback needs a provider round trip; oauth/admin-oidc.api.test.ts tests it.
    expect([...served].filter((r) => !covered.has(r) && r !== 'GET /admin-api/auth/google/callback')).toEqual([]);
  });

  it.each(MATRIX.map((m) => [m.call.method, m.call.path, m.role, m.status, m] as const))(
    '%s %s as %s -> %i',
    async (_method, _path, role, status, { call }) => {
      const { app } = ctx();
      const cookie = await cookieFor(role);
      const res = await app.inject({
        method: call.method,
        url: call.url(fixture),
        headers: cookie ? { cookie } : {},
        ...(call.body ? { payload: call.body(fixture) } : {}),
      });
      expect(res.statusCode, res.body).toBe(status);
      if (status === 403) expect(res.json().message).toBe(en('errors.admin_super_admin_only'));
      // Nothing but the refusal and its code: no hint of what an admin would have seen.
      if (status === 401) expect(res.json()).toEqual({ message: 'Not signed in', code: 'not_signed_in' });
    },
  );

  it('an admin session opens no creator call, and a creator session no admin call', async () => {
    const { app } = ctx();
    const admin = await adminCookie(app, superAdmin);
    for (const url of ['/api/auth/user', '/api/creator-profile', '/api/dashboard/stats', '/api/voice-messages']) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie: admin } });
      expect(res.statusCode, url).toBe(401);
    }
    const both = `${admin}; ${creator.cookie}`;
    expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: both } })).json().id).toBe(creator.user.id);
    expect((await app.inject({ method: 'GET', url: '/admin-api/auth/user', headers: { cookie: both } })).json().id).toBe(superAdmin.id);
    expect((await app.inject({ method: 'GET', url: '/admin-api/auth/user', headers: { cookie: creator.cookie } })).statusCode).toBe(401);
  });
});
