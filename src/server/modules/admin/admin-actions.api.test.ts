import { beforeAll, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/admin.types.js';
import { cookiesFrom, createCreator, describeApp, uniqueUsername } from '../../test/harness.js';
import { adminCookie, createTestAdmin, seedCreator, type TestAdmin } from './admin.test-support.js';
import { en } from '../../../shared/i18n/english.js';

describeApp('admin actions on users', (ctx) => {
  let admin: string;
  let superAdmin: string;
  let superAccount: TestAdmin;

  beforeAll(async () => {
    const { app } = ctx();
    superAccount = await createTestAdmin(app, { superAdmin: true });
    [admin, superAdmin] = await Promise.all([adminCookie(app, await createTestAdmin(app)), adminCookie(app, superAccount)]);
  });

  const put = (cookie: string, url: string, payload: unknown) => ctx().app.inject({ method: 'PUT', url, headers: { cookie }, payload: payload as object });
  const get = (url: string, cookie?: string) => ctx().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('the quick toggle hides a user\'s public page and gallery, and brings them back', async () => {
    const c = await createCreator(ctx().app);
    const { username, gallerySlug } = c.profile!;
    expect((await get(`/api/profile/${username}`)).statusCode).toBe(200);
    expect((await get(`/api/gallery/${gallerySlug}/info`)).statusCode).toBe(200);

    const off = await put(admin, `/admin-api/users/${c.user.id}/status`, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ id: c.user.id, isActive: false });
    expect((await get(`/api/profile/${username}`)).statusCode).toBe(404);
    expect((await get(`/api/public/${username}`)).statusCode).toBe(404);
    expect((await get(`/api/gallery/${gallerySlug}/info`)).statusCode).toBe(404);
    expect((await get(`/admin-api/users/${c.user.id}`, admin)).json().profile.isActive).toBe(false);

    expect((await put(admin, `/admin-api/users/${c.user.id}/status`, { isActive: true })).statusCode).toBe(200);
    expect((await get(`/api/profile/${username}`)).statusCode).toBe(200);
    expect((await get(`/api/gallery/${gallerySlug}/info`)).statusCode).toBe(200);
  });

  it('refuses a status for a user without a profile or an unknown user (404) and a non-boolean (400)', async () => {
    const { app } = ctx();
    const bare = await createCreator(app, { profile: false });
    const none = await put(admin, `/admin-api/users/${bare.user.id}/status`, { isActive: false });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(en('errors.admin_user_has_no_profile'));
    const unknown = await put(admin, '/admin-api/users/nobody/status', { isActive: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(en('errors.admin_user_not_found'));
    const c = await createCreator(app);
    for (const bad of [{ isActive: 'no' }, {}, { isActive: true, extra: 1 }]) {
      expect((await put(admin, `/admin-api/users/${c.user.id}/status`, bad)).statusCode).toBe(400);
    }
  });

  it('a super admin renames a user: the page moves, the rules and uniqueness of creators hold', async () => {
    const { app } = ctx();
    const [c, other] = await Promise.all([createCreator(app), createCreator(app)]);
    const url = `/admin-api/users/${c.user.id}/username`;
    const fresh = uniqueUsername('Renamed');
    const ok = await put(superAdmin, url, { username: fresh });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: c.user.id, username: fresh.toLowerCase() });
    expect((await get(`/api/profile/${fresh.toLowerCase()}`)).statusCode).toBe(200);
    expect((await get(`/api/profile/${c.profile!.username}`)).statusCode).toBe(404);
    // The creator sees the new name on their own profile.
    expect((await get('/api/creator-profile', c.cookie)).json().username).toBe(fresh.toLowerCase());

    const taken = await put(superAdmin, url, { username: other.profile!.username });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(en('errors.username_taken'));
    for (const [username, message] of [
      ['ab', en('errors.username_min')],
      ['a'.repeat(21), en('errors.username_max')],
      ['bad-name', en('errors.username_chars')],
      ['admin', en('errors.username_reserved')],
      ['', en('errors.username_min')],
    ]) {
      const res = await put(superAdmin, url, { username });
      expect(res.statusCode, username).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await put(superAdmin, url, {})).statusCode).toBe(400);
    // Keeping the same name is fine.
    expect((await put(superAdmin, url, { username: fresh.toLowerCase() })).statusCode).toBe(200);
    const bare = await createCreator(app, { profile: false });
    expect((await put(superAdmin, `/admin-api/users/${bare.user.id}/username`, { username: uniqueUsername() })).statusCode).toBe(404);
  });

  it('a password reset ends all the user\'s sessions, and the new password signs in', async () => {
    const { app } = ctx();
    const email = `reset.${Date.now().toString(36)}@example.com`;
    const c = await seedCreator(app, { email, firstName: 'Re', lastName: 'Set', password: 'old password 123' });
    const second = cookiesFrom(await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'old password 123' } }));
    for (const cookie of [c.cookie, second]) expect((await get('/api/auth/user', cookie)).statusCode).toBe(200);

    const short = await put(superAdmin, `/admin-api/users/${c.id}/password`, { newPassword: 'seven77' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(en('errors.password_min'));
    expect((await get('/api/auth/user', c.cookie)).statusCode).toBe(200);

    const res = await put(superAdmin, `/admin-api/users/${c.id}/password`, { newPassword: 'new password 456' });
    expect(res.statusCode).toBe(200);
    for (const cookie of [c.cookie, second]) expect((await get('/api/auth/user', cookie)).statusCode).toBe(401);
    const login = (password: string) => app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    expect((await login('old password 123')).statusCode).toBe(401);
    const fresh = await login('new password 456');
    expect(fresh.statusCode).toBe(200);
    expect((await get('/api/auth/user', cookiesFrom(fresh))).json().id).toBe(c.id);

    expect((await put(superAdmin, '/admin-api/users/nobody/password', { newPassword: 'new password 456' })).statusCode).toBe(404);
  });

  it('writes every action to the audit log, which only super admins read', async () => {
    const { app } = ctx();
    const actor = await createTestAdmin(app, { superAdmin: true });
    const cookie = await adminCookie(app, actor);
    const c = await createCreator(app);
    const newName = uniqueUsername('audited').toLowerCase();
    await put(cookie, `/admin-api/users/${c.user.id}/status`, { isActive: false });
    await put(cookie, `/admin-api/users/${c.user.id}/username`, { username: newName });
    await put(cookie, `/admin-api/users/${c.user.id}/password`, { newPassword: 'secret password 789' });
    // A refused action leaves no entry.
    await put(cookie, `/admin-api/users/${c.user.id}/username`, { username: 'x' });
    await app.inject({ method: 'POST', url: '/admin-api/logout', headers: { cookie } });

    const res = await get('/admin-api/audit-log?limit=200', superAdmin);
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(5);
    const mine = (res.json() as AuditEntry[]).filter((e) => e.adminUserId === actor.id);
    expect(mine.map((e) => e.action)).toEqual(['admin.logout', 'user.password', 'user.username', 'user.status', 'admin.login']);
    expect(mine.every((e) => e.adminUsername === actor.username && !Number.isNaN(Date.parse(e.createdAt)))).toBe(true);
    const [, password, username, status] = mine;
    expect(status).toMatchObject({ targetUserId: c.user.id, detail: { username: c.profile!.username, from: true, to: false } });
    expect(username).toMatchObject({ targetUserId: c.user.id, detail: { from: c.profile!.username, to: newName } });
    expect(password!.targetUserId).toBe(c.user.id);
    expect(JSON.stringify(password)).not.toContain('secret password 789');

    const paged = await get('/admin-api/audit-log?limit=2&offset=0', superAdmin);
    expect(paged.json()).toHaveLength(2);
  });
});
