import { expect, it } from 'vitest';
import { cookiesFrom, createCreator, describeApp } from '../../test/harness.js';
import { adminCookie, createTestAdmin } from '../admin/admin.test-support.js';
import { jpeg, setGalleryPassword, unlock, upload } from '../gallery/gallery.test-helpers.js';
import { sendGuestMessage, waitForPlayable } from '../messages/messages.test-support.js';

describeApp('what /objects serves of galleries and recordings', (ctx) => {
  it("serves no gallery file under /objects: the gallery's lock is kept at /uploads, its one door", async () => {
    const { app } = ctx();
    const c = await createCreator(app);
    const slug = c.profile!.gallerySlug;
    const res = await upload(app, slug, [{ filename: 'first-dance.jpg', data: await jpeg(1, 320, 240) }]);
    expect(res.statusCode).toBe(201);
    const { filePath, thumbnailPath } = res.json()[0] as { filePath: string; thumbnailPath: string };
    await setGalleryPassword(app, c, 'rings-2026', true);
    const guest = cookiesFrom(await unlock(app, slug, 'rings-2026'));

    const objects = (key: string, method: 'GET' | 'HEAD', cookie?: string) =>
      app.inject({ method, url: `/objects/${key}`, headers: cookie ? { cookie } : {} });
    for (const key of [filePath, thumbnailPath]) {
      // A stranger without the password: the original and its thumbnail used to answer 200 here.
      for (const method of ['GET', 'HEAD'] as const) expect((await objects(key, method)).statusCode, `${method} ${key}`).toBe(404);
      // Not here either for those who may see them: there is one way in, and it checks.
      expect((await objects(key, 'GET', guest)).statusCode, key).toBe(404);
      expect((await objects(key, 'GET', c.cookie)).statusCode, key).toBe(404);
      expect((await app.inject({ method: 'GET', url: `/uploads/${key}`, headers: { cookie: guest } })).statusCode, key).toBe(200);
    }

    // After a password change the old unlock no longer opens /uploads, and /objects never did.
    await setGalleryPassword(app, c, 'new-rings', true);
    expect((await app.inject({ method: 'GET', url: `/uploads/${filePath}`, headers: { cookie: guest } })).statusCode).toBe(401);
    expect((await objects(filePath, 'GET', guest)).statusCode).toBe(404);
    // After deactivation, nothing of the gallery is served anywhere to a guest.
    await app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: c.cookie }, payload: { isActive: false } });
    expect((await app.inject({ method: 'GET', url: `/uploads/${filePath}` })).statusCode).toBe(404);
    expect((await objects(filePath, 'GET')).statusCode).toBe(404);
  });

  it("serves a guest's recording and its playable copy to its host alone, before and after the page is deactivated", async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const stranger = await createCreator(app);
    const message = await sendGuestMessage(app, host.profile!.id);
    const playablePath = await waitForPlayable(app, 'message', message.id);
    const get = (path: string, cookie?: string) => app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });

    for (const path of [message.audioPath, playablePath]) {
      // Private while the page is live too (docs/decisions/067): the address alone opens nothing.
      expect((await get(path)).statusCode, path).toBe(404);
      expect((await get(path, stranger.cookie)).statusCode, path).toBe(404);
      const live = await get(path, host.cookie);
      expect(live.statusCode, path).toBe(200);
      // No shared cache may keep it, and the browser asks again on every play.
      expect(live.headers['cache-control'], path).toBe('private, no-cache');
    }

    await app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { isActive: false } });
    for (const path of [message.audioPath, playablePath]) {
      expect((await get(path)).statusCode, path).toBe(404);
      expect((await app.inject({ method: 'HEAD', url: path })).statusCode, path).toBe(404);
      expect((await get(path, stranger.cookie)).statusCode, path).toBe(404);
      // The host still hears their own messages in the inbox.
      expect((await get(path, host.cookie)).statusCode, path).toBe(200);
    }

    await app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { isActive: true } });
    expect((await get(message.audioPath, host.cookie)).statusCode).toBe(200);
    expect((await get(message.audioPath)).statusCode).toBe(404);
  });

  it("a master admin's deactivation withdraws the recordings too; the admin player still plays them", async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const message = await sendGuestMessage(app, host.profile!.id);
    const admin = await adminCookie(app, await createTestAdmin(app));
    const off = await app.inject({
      method: 'PUT',
      url: `/admin-api/users/${host.user.id}/status`,
      headers: { cookie: admin },
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: message.audioPath })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: message.audioPath, headers: { cookie: host.cookie } })).statusCode).toBe(200);
    // The admin cookie travels to /admin-api only: the admin player plays through it, and nobody else can.
    const played = await app.inject({ method: 'GET', url: `/admin-api${message.audioPath}`, headers: { cookie: admin } });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/wav');
    expect((await app.inject({ method: 'GET', url: `/admin-api${message.audioPath}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/admin-api${message.audioPath}`, headers: { cookie: host.cookie } })).statusCode).toBe(401);
  });
});
