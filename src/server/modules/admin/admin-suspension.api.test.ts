import { beforeAll, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/admin.types.js';
import { createCreator, describeApp } from '../../test/harness.js';
import { jpeg, upload } from '../gallery/gallery.test-helpers.js';
import { sendGuestMessage, uploadVoice, wav } from '../messages/messages.test-support.js';
import { adminCookie, createTestAdmin, type TestAdmin } from './admin.test-support.js';
import { en } from '../../../shared/i18n/english.js';

const REASON = 'Reported for spam links. Remove them and write to us.';

describeApp("a master admin's suspension", (ctx) => {
  let account: TestAdmin;
  let admin: string;

  beforeAll(async () => {
    account = await createTestAdmin(ctx().app, { superAdmin: true });
    admin = await adminCookie(ctx().app, account);
  });

  const inject = (method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: object) =>
    ctx().app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const setStatus = (userId: string, body: object) => inject('PUT', `/admin-api/users/${userId}/status`, admin, body);

  /** What a guest gets of the page: the profile, its gallery, an upload to the gallery and a voice message. */
  async function guestView(host: Awaited<ReturnType<typeof createCreator>>) {
    const { username, gallerySlug, id } = host.profile!;
    const recording = (await uploadVoice(ctx().app, { bytes: wav(1) })).json().path as string;
    return [
      (await inject('GET', `/api/profile/${username}`)).statusCode,
      (await inject('GET', `/api/gallery/${gallerySlug}/info`)).statusCode,
      (await upload(ctx().app, gallerySlug, [{ filename: 'toast.jpg', data: await jpeg(Math.random() * 1000, 64, 48) }])).statusCode,
      (await inject('POST', '/api/voice-messages', undefined, { creatorProfileId: id, senderEmail: 'guest@example.com', audioPath: recording, duration: 1 }))
        .statusCode,
    ];
  }

  it('cannot be undone by the creator: their switch is refused with a message, and guests still get nothing', async () => {
    const host = await createCreator(ctx().app);
    await sendGuestMessage(ctx().app, host.profile!.id);
    expect(await guestView(host)).toEqual([200, 200, 201, 201]);

    // The quick toggle of the users table: no reason given.
    const off = await setStatus(host.user.id, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(await guestView(host)).toEqual([404, 404, 404, 404]);

    // The settings screen's Profile Status switch, on its own and with other fields: refused, nothing saved.
    for (const payload of [{ isActive: true }, { displayName: 'Back again', isActive: true }]) {
      for (const method of ['PUT', 'PATCH'] as const) {
        const res = await ctx().app.inject({ method, url: '/api/creator-profile', headers: { cookie: host.cookie }, payload });
        expect(res.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(403);
        expect(res.json()).toEqual({ message: en('errors.profile_suspended'), code: 'profile_suspended' });
      }
    }
    const own = (await inject('GET', '/api/creator-profile', host.cookie)).json();
    expect(own).toMatchObject({ isActive: false, displayName: 'Ada & Charles', suspension: { reason: null } });
    expect(Date.parse(own.suspension.since)).not.toBeNaN();
    expect(await guestView(host)).toEqual([404, 404, 404, 404]);

    // Everything else the creator may still change, e.g. to put right what the admins asked; the page stays down.
    const edit = await inject('PUT', '/api/creator-profile', host.cookie, { displayName: 'Ada & Charles 2026', bio: 'Links removed', isActive: false });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ isActive: false, suspension: { reason: null } });
    expect(await guestView(host)).toEqual([404, 404, 404, 404]);
    // The owner's preview shows the page as guests would see it: nothing of the suspension.
    expect((await inject('GET', '/api/creator-profile/preview', host.cookie)).json().profile).not.toHaveProperty('suspension');
  });

  it('is lifted by an admin only, the page then live again, and the audit log has both with the reason', async () => {
    const host = await createCreator(ctx().app);
    // Admin Actions: the reason is for the creator to read on their dashboard.
    expect((await setStatus(host.user.id, { isActive: false, reason: `  ${REASON} ` })).statusCode).toBe(200);
    expect((await inject('PUT', '/api/creator-profile', host.cookie, { isActive: true })).statusCode).toBe(403);
    expect((await inject('GET', '/api/creator-profile', host.cookie)).json()).toMatchObject({ isActive: false, suspension: { reason: REASON } });
    const listed = (await inject('GET', `/admin-api/users/${host.user.id}`, admin)).json();
    expect(listed.profile).toMatchObject({ isActive: false, suspension: { reason: REASON } });

    const on = await setStatus(host.user.id, { isActive: true });
    expect(on.json()).toEqual({ id: host.user.id, isActive: true });
    expect(await guestView(host)).toEqual([200, 200, 201, 201]);
    expect((await inject('GET', '/api/creator-profile', host.cookie)).json()).toMatchObject({ isActive: true, suspension: null });
    expect((await inject('GET', `/admin-api/users/${host.user.id}`, admin)).json().profile).toMatchObject({ isActive: true, suspension: null });
    // The creator's own switch works as before once it is lifted.
    expect((await inject('PUT', '/api/creator-profile', host.cookie, { isActive: false })).statusCode).toBe(200);
    expect((await inject('PUT', '/api/creator-profile', host.cookie, { isActive: true })).statusCode).toBe(200);
    expect((await inject('GET', `/api/profile/${host.profile!.username}`)).statusCode).toBe(200);

    const log = (await inject('GET', '/admin-api/audit-log?limit=200', admin)).json() as AuditEntry[];
    const about = log.filter((e) => e.targetUserId === host.user.id && e.action === 'user.status');
    expect(about.map((e) => [e.adminUserId, e.detail])).toEqual([
      [account.id, { username: host.profile!.username, from: false, to: true }],
      [account.id, { username: host.profile!.username, from: true, to: false, reason: REASON }],
    ]);
  });

  it('refuses a reason that is not text or too long, and keeps a blank one as none', async () => {
    const host = await createCreator(ctx().app);
    expect((await setStatus(host.user.id, { isActive: false, reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await setStatus(host.user.id, { isActive: false, reason: 7 })).statusCode).toBe(400);
    expect((await inject('GET', `/api/profile/${host.profile!.username}`)).statusCode).toBe(200);
    expect((await setStatus(host.user.id, { isActive: false, reason: '   ' })).statusCode).toBe(200);
    expect((await inject('GET', '/api/creator-profile', host.cookie)).json().suspension).toMatchObject({ reason: null });
  });
});
