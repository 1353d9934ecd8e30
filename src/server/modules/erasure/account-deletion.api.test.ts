import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { expect, it } from 'vitest';
import { RECENT_SIGN_IN_MINUTES } from '../../../shared/erasure.limits.js';
import { en } from '../../../shared/i18n/english.js';
import { adminCookie, createTestAdmin } from '../admin/admin.test-support.js';
import { settleBackgroundTasks } from '../accounts/background-tasks.js';
import { createCreator, describeEachDatabase, uniqueUsername } from '../../test/harness.js';
import { filesUnder, footprint, objectKeysOf, richHost } from './erasure.test-support.js';

const PASSWORD = 'correct horse battery';

async function mailsTo(dataDir: string, email: string) {
  const dir = path.join(dataDir, 'outbox');
  const found = [];
  for (const f of (await readdir(dir).catch(() => [])).filter((n) => n.endsWith('.eml'))) {
    const mail = await PostalMime.parse(await readFile(path.join(dir, f)));
    if (mail.to?.some((t) => t.address === email)) found.push(mail);
  }
  return found;
}

describeEachDatabase('deleting an account', (ctx) => {
  it('a host deletes their account: no row names it, its page or its messages, and none of its objects is stored; the co-host is told and keeps their own account', async () => {
    const { app } = ctx();
    const { owner, coHost, messageIds } = await richHost(app);
    const keys = await objectKeysOf(app, owner.user.id, owner.profile.id);
    expect(keys.length).toBeGreaterThanOrEqual(6);
    const objectsDir = path.join(app.deps.config.dataDir, 'objects');
    const before = (await filesUnder(objectsDir)).length;
    expect(await footprint(app, { userId: owner.user.id, profileId: owner.profile.id, messageIds })).not.toEqual({});

    const res = await app.inject({ method: 'POST', url: '/api/account/delete', headers: { cookie: owner.cookie }, payload: { confirm: owner.profile.username, password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    await settleBackgroundTasks(app.deps);

    expect(await footprint(app, { userId: owner.user.id, profileId: owner.profile.id, messageIds })).toEqual({});
    for (const key of keys) expect(await app.deps.store.head(key)).toBeNull();
    expect((await filesUnder(objectsDir)).length).toBe(before - keys.length);
    // Signed out, the page is gone for guests, and the old cookie opens nothing.
    expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: owner.cookie } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/public/${owner.profile.username}` })).statusCode).toBe(404);
    // The co-host keeps their account and their own page, and is told by mail.
    expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: coHost.cookie } })).statusCode).toBe(200);
    const told = await mailsTo(app.deps.config.dataDir, coHost.user.email);
    expect(told.some((m) => m.subject === 'Ada & Charles was deleted')).toBe(true);
  }, 60_000);

  it('the page name stays held for its grace period: nobody can take it, by creating or renaming a page', async () => {
    const { app } = ctx();
    const owner = await createCreator(app);
    const name = owner.profile!.username;
    expect((await app.inject({ method: 'POST', url: '/api/account/delete', headers: { cookie: owner.cookie }, payload: { confirm: name, password: PASSWORD } })).statusCode).toBe(200);
    const fresh = await createCreator(app, { profile: false });
    const create = await app.inject({ method: 'POST', url: '/api/creator-profile', headers: { cookie: fresh.cookie }, payload: { username: name, displayName: 'Stranger' } });
    expect(create.statusCode).toBe(409);
    expect(create.json().message).toBe(en('errors.username_taken'));
    const other = await createCreator(app);
    const rename = await app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: other.cookie }, payload: { username: name } });
    expect(rename.statusCode).toBe(409);
    // After the grace period it is free again.
    await app.deps.db.updateTable('releasedUsernames').set({ availableAt: Date.now() - 1 }).where('username', '=', name).execute();
    expect((await app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: other.cookie }, payload: { username: name } })).statusCode).toBe(200);
  });

  it('refuses without the typed page name or the right password, and deletes nothing', async () => {
    const { app } = ctx();
    const owner = await createCreator(app);
    const wrongName = await app.inject({ method: 'POST', url: '/api/account/delete', headers: { cookie: owner.cookie }, payload: { confirm: uniqueUsername(), password: PASSWORD } });
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json()).toEqual({ message: en('errors.erasure_confirm_mismatch'), code: 'erasure_confirm_mismatch' });
    const wrongPassword = await app.inject({ method: 'POST', url: '/api/account/delete', headers: { cookie: owner.cookie }, payload: { confirm: owner.profile!.username, password: 'not my password' } });
    expect(wrongPassword.statusCode).toBe(403);
    expect(wrongPassword.json()).toEqual({ message: en('errors.erasure_wrong_password'), code: 'erasure_wrong_password' });
    expect((await app.inject({ method: 'GET', url: '/api/creator-profile', headers: { cookie: owner.cookie } })).statusCode).toBe(200);
  });

  it('an account without a password needs a sign-in from the last 10 minutes', async () => {
    const { app } = ctx();
    const owner = await createCreator(app);
    await app.deps.db.updateTable('users').set({ passwordHash: null, authProvider: 'google' }).where('id', '=', owner.user.id).execute();
    await app.deps.db.updateTable('sessions').set({ createdAt: Date.now() - 11 * 60_000 }).where('userId', '=', owner.user.id).execute();
    const stale = await app.inject({ method: 'POST', url: '/api/account/delete', headers: { cookie: owner.cookie }, payload: { confirm: owner.profile!.username } });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({ message: en('errors.erasure_sign_in_again'), code: 'erasure_sign_in_again' });
    // The catalogue writes the limit out: it must say the one the server applies.
    expect(en('errors.erasure_sign_in_again')).toContain(`within the last ${RECENT_SIGN_IN_MINUTES} minutes`);
    await app.deps.db.updateTable('sessions').set({ createdAt: Date.now() - 60_000 }).where('userId', '=', owner.user.id).execute();
    const fresh = await app.inject({ method: 'POST', url: '/api/account/delete', headers: { cookie: owner.cookie }, payload: { confirm: owner.profile!.username } });
    expect(fresh.statusCode).toBe(200);
  });

  it('a super admin deletes an account, and the audit log says so; a plain admin is refused', async () => {
    const { app } = ctx();
    const { owner, messageIds } = await richHost(app);
    const admin = await createTestAdmin(app);
    const superAdmin = await createTestAdmin(app, { superAdmin: true });
    const refused = await app.inject({ method: 'DELETE', url: `/admin-api/users/${owner.user.id}`, headers: { cookie: await adminCookie(app, admin) } });
    expect(refused.statusCode).toBe(403);
    const superCookie = await adminCookie(app, superAdmin);
    const res = await app.inject({ method: 'DELETE', url: `/admin-api/users/${owner.user.id}`, headers: { cookie: superCookie } });
    expect(res.statusCode).toBe(204);
    expect(await footprint(app, { userId: owner.user.id, profileId: owner.profile.id, messageIds })).toEqual({});
    const log = (await app.inject({ method: 'GET', url: '/admin-api/audit-log', headers: { cookie: superCookie } })).json();
    const entries = log as { action: string; targetUserId: string; detail: { username?: string } }[];
    expect(entries.find((e) => e.action === 'user.delete')).toMatchObject({ targetUserId: owner.user.id, detail: { username: owner.profile.username } });
    expect((await app.inject({ method: 'DELETE', url: `/admin-api/users/${owner.user.id}`, headers: { cookie: superCookie } })).statusCode).toBe(404);
  }, 60_000);
});
