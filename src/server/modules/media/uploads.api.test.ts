import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { LIMITS } from '../../../shared/limits.js';
import { createCreator } from '../../test/harness.js';
import { describeEachDatabaseAndStore, fileUpload, fixture, jpegWithGps, multipart, pngHeaded, pngImage } from '../../test/media.js';
import { en } from '../../../shared/i18n/english.js';

describeEachDatabaseAndStore('uploads', (ctx) => {
  const post = (url: string, cookie: string, body: { payload: Buffer; headers: Record<string, string> }) =>
    ctx().app.inject({ method: 'POST', url, headers: { cookie, ...body.headers }, payload: body.payload });
  const rowCount = async () => Number((await ctx().app.deps.db.selectFrom('storedObjects').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  /** Runs an upload that must fail and proves it left no file in the store and no row. */
  async function expectNothingStored(run: () => Promise<{ statusCode: number; json(): { message: string } }>, status: number) {
    const files = await ctx().storedFiles();
    const rows = await rowCount();
    const res = await run();
    expect(res.statusCode).toBe(status);
    expect(await ctx().storedFiles()).toEqual(files);
    expect(await rowCount()).toBe(rows);
    return res.json();
  }

  it('stores a photo re-encoded: turned upright, EXIF and GPS gone, owned by the uploader, served at its path', async () => {
    const { app } = ctx();
    const c = await createCreator(app);
    const photo = await jpegWithGps();
    expect(photo.includes('WGS-84')).toBe(true);
    const res = await post('/api/upload', c.cookie, fileUpload(photo, '../../IMG_0001.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(200);
    const { fileUrl, url } = res.json();
    expect(fileUrl).toMatch(/^\/objects\/upload\/[0-9a-f-]{36}\.jpg$/);
    expect(url).toBe(fileUrl);

    const served = await app.inject({ method: 'GET', url: fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 48, height: 64 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.rawPayload.includes('WGS-84')).toBe(false);
    expect(served.rawPayload.includes('SecretPhoneMaker')).toBe(false);

    const row = await app.deps.db.selectFrom('storedObjects').selectAll().where('key', '=', fileUrl.slice('/objects/'.length)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ownerUserId: c.user.id, ownerProfileId: c.profile!.id, purpose: 'upload', contentType: 'image/jpeg', attached: 0 });
    expect(Number(row.size)).toBe(served.rawPayload.length);
  });

  it("takes an iPhone HEIC photo as a profile picture or background, kept as an upright JPEG browsers show", async () => {
    const { app } = ctx();
    const c = await createCreator(app);
    const heic = await readFile(new URL('../gallery/fixtures/photo.heic', import.meta.url));
    for (const url of ['/api/upload', '/api/background-images']) {
      const res = await post(url, c.cookie, fileUpload(heic, 'IMG_0002.HEIC', 'image/heic'));
      expect(res.statusCode, url).toBe(200);
      expect(res.json().fileUrl).toMatch(/\.jpg$/);
      const served = await app.inject({ method: 'GET', url: res.json().fileUrl });
      expect(served.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
    }
  });

  it('returns fileUrl and backgroundImagePath for a background image, and fileUrl and backgroundVideoPath for MP4 and WebM', async () => {
    const c = await createCreator(ctx().app);
    const img = await post('/api/background-images', c.cookie, fileUpload(await pngImage(40, 20), 'bg.png', 'image/png'));
    expect(img.statusCode).toBe(200);
    expect(img.json().fileUrl).toMatch(/^\/objects\/background-image\/.+\.png$/);
    expect(img.json().backgroundImagePath).toBe(img.json().fileUrl);
    for (const [name, type] of [['tiny.mp4', 'video/mp4'], ['tiny.webm', 'video/webm']] as const) {
      const video = await fixture(name);
      const res = await post('/api/background-videos', c.cookie, fileUpload(video, name, type));
      expect(res.statusCode, name).toBe(200);
      expect(res.json().backgroundVideoPath).toBe(res.json().fileUrl);
      const served = await ctx().app.inject({ method: 'GET', url: res.json().fileUrl });
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.equals(video)).toBe(true);
    }
  });

  it('refuses an image of 10 MB + 1 byte (413) on every image call and stores nothing', async () => {
    const c = await createCreator(ctx().app);
    const big = pngHeaded(LIMITS.imageBytes + 1);
    for (const url of ['/api/upload', '/api/background-images']) {
      const body = await expectNothingStored(() => post(url, c.cookie, fileUpload(big, 'big.png', 'image/png')), 413);
      expect(body.message).toBe(en('errors.media_too_large'));
    }
  });

  it('refuses a background video of 50 MB + 1 byte (413) and stores nothing, but takes one of 10 MB', async () => {
    const c = await createCreator(ctx().app);
    const head = await fixture('tiny.mp4');
    const padded = (size: number) => Buffer.concat([head, Buffer.alloc(size - head.length)]);
    await expectNothingStored(() => post('/api/background-videos', c.cookie, fileUpload(padded(LIMITS.backgroundVideoBytes + 1), 'big.mp4', 'video/mp4')), 413);
    const ok = await post('/api/background-videos', c.cookie, fileUpload(padded(10 * 1024 * 1024), 'ok.mp4', 'video/mp4'));
    expect(ok.statusCode).toBe(200);
  });

  it('decides the type by the bytes: a text file named .png is 415, and so are the wrong kinds', async () => {
    const c = await createCreator(ctx().app);
    const text = Buffer.from('just some text, honestly not a picture\n'.repeat(20));
    const res = await expectNothingStored(() => post('/api/upload', c.cookie, fileUpload(text, 'photo.png', 'image/png')), 415);
    expect(res.message).toMatch(/^Unsupported file type/);
    await expectNothingStored(() => post('/api/background-images', c.cookie, fileUpload(text, 'bg.png', 'image/png')), 415);
    const [mp4, mov, png] = [await fixture('tiny.mp4'), await fixture('tiny.mov'), await pngImage()];
    await expectNothingStored(() => post('/api/background-images', c.cookie, fileUpload(mp4, 'bg.png', 'image/png')), 415);
    await expectNothingStored(() => post('/api/background-videos', c.cookie, fileUpload(mov, 'clip.mp4', 'video/mp4')), 415);
    await expectNothingStored(() => post('/api/background-videos', c.cookie, fileUpload(png, 'clip.mp4', 'video/mp4')), 415);
    // A PNG signature over garbage passes the sniff but not the decoder: still 415, still nothing kept.
    await expectNothingStored(() => post('/api/background-images', c.cookie, fileUpload(pngHeaded(5000), 'broken.png', 'image/png')), 415);
  });

  it('answers 400 without a file, for an empty file or another field, and 413 for two files', async () => {
    const c = await createCreator(ctx().app);
    const png = await pngImage();
    const noFile = await expectNothingStored(() => post('/api/upload', c.cookie, multipart([{ name: 'note', data: 'hi' }])), 400);
    expect(noFile.message).toBe(en('errors.media_no_file'));
    await expectNothingStored(() => post('/api/upload', c.cookie, fileUpload(Buffer.alloc(0), 'empty.png', 'image/png')), 400);
    await expectNothingStored(() => post('/api/upload', c.cookie, multipart([{ name: 'other', data: png, filename: 'a.png', contentType: 'image/png' }])), 400);
    const two = multipart([
      { name: 'file', data: png, filename: 'a.png', contentType: 'image/png' },
      { name: 'file', data: png, filename: 'b.png', contentType: 'image/png' },
    ]);
    await expectNothingStored(() => post('/api/upload', c.cookie, two), 413);
    const json = await ctx().app.inject({ method: 'POST', url: '/api/upload', headers: { cookie: c.cookie }, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('requires a session for every upload call', async () => {
    const png = await pngImage();
    for (const url of ['/api/upload', '/api/background-images', '/api/background-videos']) {
      const body = fileUpload(png, 'a.png', 'image/png');
      const res = await ctx().app.inject({ method: 'POST', url, headers: body.headers, payload: body.payload });
      expect(res.statusCode, url).toBe(401);
    }
    expect((await ctx().app.inject({ method: 'PUT', url: '/api/profile-image', payload: { fileUrl: '/objects/upload/x.jpg' } })).statusCode).toBe(401);
  });
});
