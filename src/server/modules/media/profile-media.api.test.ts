import { expect, it } from 'vitest';
import { createCreator, type Creator } from '../../test/harness.js';
import { describeEachDatabaseAndStore, fileUpload, fixture, pngImage } from '../../test/media.js';
import { sweepUnattached } from '../../storage/stored-objects.service.js';
import { en } from '../../../shared/i18n/english.js';

describeEachDatabaseAndStore('profile picture and background', (ctx) => {
  const upload = async (c: Creator, url: string, data: Buffer, name: string) => {
    const body = fileUpload(data, name);
    const res = await ctx().app.inject({ method: 'POST', url, headers: { cookie: c.cookie, ...body.headers }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().fileUrl as string;
  };
  const image = async (c: Creator, url = '/api/upload') => upload(c, url, await pngImage(12, 12, '#00ff00'), 'p.png');
  const video = async (c: Creator) => upload(c, '/api/background-videos', await fixture('tiny.webm'), 'v.webm');
  const send = (c: Creator, method: 'PUT' | 'PATCH', payload: Record<string, unknown>, url = '/api/creator-profile') =>
    ctx().app.inject({ method, url, headers: { cookie: c.cookie }, payload });
  const served = async (path: string) => (await ctx().app.inject({ method: 'GET', url: path })).statusCode;
  const attached = async (path: string) =>
    (await ctx().app.deps.db.selectFrom('storedObjects').select('attached').where('key', '=', path.slice(9)).executeTakeFirst())?.attached;

  it('sets the profile picture from an own upload, and deletes the replaced one from the store', async () => {
    const c = await createCreator(ctx().app);
    const first = await image(c);
    const res = await send(c, 'PUT', { fileUrl: first }, '/api/profile-image');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ profileImagePath: first, profileImageUrl: first });
    expect(await attached(first)).toBe(1);
    const second = await image(c);
    await send(c, 'PUT', { fileUrl: second }, '/api/profile-image');
    expect(await served(first)).toBe(404);
    expect(await served(second)).toBe(200);
    const pub = await ctx().app.inject({ method: 'GET', url: `/api/profile/${c.profile!.username}` });
    expect(pub.json().profile.profileImagePath).toBe(second);
  });

  it("refuses another creator's upload (400), a video as picture, and paths that are not uploads", async () => {
    const a = await createCreator(ctx().app);
    const b = await createCreator(ctx().app);
    const theirs = await image(a);
    const res = await send(b, 'PUT', { fileUrl: theirs }, '/api/profile-image');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(en('errors.media_not_your_upload'));
    expect((await send(b, 'PUT', { backgroundImage: theirs })).statusCode).toBe(400);
    expect((await send(b, 'PATCH', { profilePicture: theirs })).statusCode).toBe(400);
    const clip = await video(b);
    expect((await send(b, 'PUT', { fileUrl: clip }, '/api/profile-image')).json().message).toBe(en('errors.media_wrong_media_kind'));
    for (const fileUrl of ['https://evil.example/x.jpg', '/objects/../voxbook.db', '/objects/upload/nope.jpg', '/uploads/x.jpg']) {
      expect((await send(b, 'PUT', { fileUrl }, '/api/profile-image')).statusCode, fileUrl).toBe(400);
    }
    // Nothing of a's was touched.
    expect(await served(theirs)).toBe(200);
    const own = await ctx().app.inject({ method: 'GET', url: '/api/creator-profile', headers: { cookie: b.cookie } });
    expect(own.json().profileImagePath).toBeNull();
  });

  it('switches the background between image and video with PUT, deleting what is replaced, and removes it with null', async () => {
    const c = await createCreator(ctx().app);
    const img = await image(c, '/api/background-images');
    const put1 = await send(c, 'PUT', { backgroundImage: img, overlayColor: '#8B4513', textTheme: 'black' });
    expect(put1.statusCode).toBe(200);
    expect(put1.json()).toMatchObject({ backgroundImagePath: img, backgroundType: 'image', backgroundUrl: img, overlayColor: '#8b4513', textTheme: 'black' });

    const clip = await video(c);
    const put2 = await send(c, 'PUT', { backgroundVideo: clip });
    expect(put2.json()).toMatchObject({ backgroundVideoPath: clip, backgroundImagePath: null, backgroundType: 'video', backgroundUrl: clip });
    expect(await served(img)).toBe(404);

    const put3 = await send(c, 'PUT', { backgroundImage: null, backgroundVideo: null });
    expect(put3.json()).toMatchObject({ backgroundVideoPath: null, backgroundImagePath: null, backgroundType: null, backgroundUrl: null });
    expect(await served(clip)).toBe(404);

    const none = await send(c, 'PUT', { backgroundType: 'video' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(en('errors.media_background_missing'));
    expect((await send(c, 'PUT', { backgroundVideo: await image(c) })).json().message).toBe(en('errors.media_wrong_media_kind'));
  });

  it('keeps a file used as both picture and background until neither uses it', async () => {
    const c = await createCreator(ctx().app);
    const img = await image(c);
    await send(c, 'PATCH', { profilePicture: img, backgroundMedia: img });
    await send(c, 'PATCH', { profilePicture: null });
    expect(await served(img)).toBe(200);
    await send(c, 'PATCH', { backgroundMedia: null });
    expect(await served(img)).toBe(404);
  });

  it('updates picture and background media with PATCH, taking the media type from the file', async () => {
    const c = await createCreator(ctx().app);
    const pic = await image(c);
    const clip = await upload(c, '/api/upload', await fixture('tiny.mp4'), 'clip.mp4');
    const res = await send(c, 'PATCH', { displayName: 'Bea', profilePicture: pic, backgroundMedia: clip });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ displayName: 'Bea', profileImagePath: pic, backgroundVideoPath: clip, backgroundType: 'video' });
    const img = await image(c);
    const res2 = await send(c, 'PATCH', { backgroundMedia: img, backgroundMediaType: 'image' });
    expect(res2.json()).toMatchObject({ backgroundImagePath: img, backgroundVideoPath: null, backgroundType: 'image' });
    expect(await served(clip)).toBe(404);
    expect((await send(c, 'PATCH', { backgroundMedia: pic, backgroundMediaType: 'video' })).statusCode).toBe(400);
    // Sending back the paths the profile already has changes nothing.
    const same = await send(c, 'PUT', { backgroundImage: img, overlayColor: '#000000' });
    expect(same.json()).toMatchObject({ backgroundImagePath: img, backgroundType: 'image' });
    expect(await served(img)).toBe(200);
  });

  it('sweeps uploads never attached after their time, and keeps attached ones', async () => {
    const { app } = ctx();
    const c = await createCreator(app);
    const kept = await image(c);
    await send(c, 'PUT', { fileUrl: kept }, '/api/profile-image');
    const orphan = await image(c);
    const fresh = await image(c);
    const dayAgo = Date.now() - 25 * 3600_000;
    await app.deps.db.updateTable('storedObjects').set({ createdAt: dayAgo }).where('key', 'in', [kept.slice(9), orphan.slice(9)]).execute();
    expect(await sweepUnattached(app.deps, 'upload', 24 * 3600_000)).toBeGreaterThanOrEqual(1);
    expect(await served(orphan)).toBe(404);
    expect(await attached(orphan)).toBeUndefined();
    expect(await served(kept)).toBe(200);
    expect(await served(fresh)).toBe(200);
  });
});
