import { expect, it } from 'vitest';
import { cookiesFrom, createCreator, describeApp } from '../../test/harness.js';
import { png, setGalleryPassword, unlock, upload } from './gallery.test-helpers.js';

describeApp('gallery moderation (the host lists and deletes what guests uploaded)', (ctx) => {
  const list = (cookie: string | undefined, query = '') =>
    ctx().app.inject({ method: 'GET', url: `/api/gallery/media${query}`, headers: cookie ? { cookie } : {} });

  it('lists every item with uploader and time, newest first, and counts them all in X-Total-Count', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const slug = host.profile!.gallerySlug;
    for (const [i, name] of ['Grace', 'Tom', ''].entries()) {
      const res = await upload(app, slug, [{ filename: `photo-${i}.png`, data: await png(i + 1) }], { fields: name ? { uploaderName: name } : {} });
      expect(res.statusCode).toBe(201);
    }

    const page = await list(host.cookie, '?limit=2');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('3');
    const items = page.json() as { originalFileName: string; uploaderName: string | null; uploadedAt: string }[];
    expect(items.map((m) => [m.originalFileName, m.uploaderName])).toEqual([
      ['photo-2.png', null],
      ['photo-1.png', 'Tom'],
    ]);
    expect(Number.isNaN(Date.parse(items[0]!.uploadedAt))).toBe(false);
    const rest = await list(host.cookie, '?limit=2&offset=2');
    expect(rest.headers['x-total-count']).toBe('3');
    expect(rest.json().map((m: { uploaderName: string }) => m.uploaderName)).toEqual(['Grace']);

    // Another host sees only their own (empty) gallery.
    const stranger = await createCreator(app);
    const theirs = await list(stranger.cookie);
    expect(theirs.json()).toEqual([]);
    expect(theirs.headers['x-total-count']).toBe('0');
  });

  it('is closed to guests, even ones who unlocked the gallery, and a deleted item leaves the count and the public grid', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const slug = host.profile!.gallerySlug;
    expect((await setGalleryPassword(app, host, 'first-dance', true)).statusCode).toBe(200);
    const guest = cookiesFrom(await unlock(app, slug, 'first-dance'));
    const [item] = (await upload(app, slug, [{ filename: 'cake.png', data: await png(40) }], { cookie: guest })).json();
    await upload(app, slug, [{ filename: 'dance.png', data: await png(41) }], { cookie: guest });

    for (const cookie of [undefined, guest]) {
      const res = await list(cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBeTruthy();
      const del = await app.inject({ method: 'DELETE', url: `/api/gallery/media/${item.id}`, headers: cookie ? { cookie } : {} });
      expect(del.statusCode).toBe(401);
    }

    expect((await app.inject({ method: 'DELETE', url: `/api/gallery/media/${item.id}`, headers: { cookie: host.cookie } })).statusCode).toBe(204);
    const after = await list(host.cookie);
    expect(after.headers['x-total-count']).toBe('1');
    expect(after.json().map((m: { originalFileName: string }) => m.originalFileName)).toEqual(['dance.png']);
    const publicGrid = await app.inject({ method: 'GET', url: `/api/gallery/${slug}/media`, headers: { cookie: guest } });
    expect(publicGrid.json().map((m: { originalFileName: string }) => m.originalFileName)).toEqual(['dance.png']);
  });
});
