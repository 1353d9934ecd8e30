import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { expect, it } from 'vitest';
import { cookiesFrom, createCreator, describeApp } from '../../test/harness.js';
import { jpeg, setGalleryPassword, unlock, upload } from './gallery.test-helpers.js';
import { en } from '../../../shared/i18n/english.js';

// jsqr is a CommonJS bundle whose types describe an ES default export; take whichever shape arrives.
type JsQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const jsQR = ((jsQRModule as unknown as { default?: JsQr }).default ?? jsQRModule) as unknown as JsQr;

function decodeQr(png: Buffer): string | undefined {
  const img = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(img.data), img.width, img.height)?.data;
}

describeApp('gallery password, unlock and QR code', (ctx) => {
  it('makes a QR code that decodes to the public gallery URL, as data URL, image and named download', async () => {
    const { app } = ctx();
    const c = await createCreator(app);
    const slug = c.profile!.gallerySlug;
    const url = `http://localhost:3000/g/${slug}`;
    expect((await app.inject({ method: 'POST', url: '/api/gallery/generate-qr' })).statusCode).toBe(401);
    const res = await app.inject({ method: 'POST', url: '/api/gallery/generate-qr', headers: { cookie: c.cookie }, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ galleryUrl: url, slug });
    const dataUrl: string = res.json().qrCodeData;
    expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
    expect(decodeQr(Buffer.from(dataUrl.split(',')[1]!, 'base64'))).toBe(url);
    const profile = await app.inject({ method: 'GET', url: '/api/creator-profile', headers: { cookie: c.cookie } });
    expect(profile.json().galleryQrCodeData).toBe(dataUrl);

    const image = await app.inject({ method: 'GET', url: `/api/gallery/qr-image/${slug}` });
    expect(image.headers['content-type']).toBe('image/png');
    expect(decodeQr(image.rawPayload)).toBe(url);
    const download = await app.inject({ method: 'GET', url: `/api/gallery/qr-download/${slug}` });
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${c.profile!.username}-qr-code.png"`);
    expect(decodeQr(download.rawPayload)).toBe(url);
    expect((await app.inject({ method: 'GET', url: '/api/gallery/qr-image/nosuchgallery' })).statusCode).toBe(404);
  });

  it("draws a gallery's QR code once: a hundred anonymous requests cost what a hundred 404s do, not a hundred drawings", async () => {
    const { app } = ctx();
    const c = await createCreator(app);
    const url = `/api/gallery/qr-image/${c.profile!.gallerySlug}`;
    const cpuMs = async (work: () => Promise<unknown>) => {
      const start = process.cpuUsage();
      await work();
      const used = process.cpuUsage(start);
      return (used.user + used.system) / 1000;
    };
    const hundred = (path: string) => cpuMs(async () => {
      for (let i = 0; i < 100; i++) await app.inject({ method: 'GET', url: path });
    });
    // Measured here and now, so a slow or loaded machine moves every side alike: one drawing, and a hundred requests
    // that look the gallery up and draw nothing (an unknown slug).
    const drawing =
      (await cpuMs(async () => {
        for (let i = 0; i < 5; i++) await QRCode.toBuffer(`http://localhost:3000/g/calibrate${i}`, { errorCorrectionLevel: 'M', margin: 2, width: 512, type: 'png' });
      })) / 5;
    const first = await app.inject({ method: 'GET', url });
    expect(decodeQr(first.rawPayload)).toBe(`http://localhost:3000/g/${c.profile!.gallerySlug}`);
    await hundred('/api/gallery/qr-image/nosuchgallery'); // warm-up
    const lookups = await hundred('/api/gallery/qr-image/nosuchgallery');
    const images = await hundred(url);
    // Drawn on every request, the hundred cost a hundred drawings more than the lookups; kept, next to nothing more.
    expect(images).toBeLessThan(lookups + 10 * drawing);
    expect((await app.inject({ method: 'GET', url })).rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("tells the gallery page the host's page language and whether it follows the guest's, locked or not", async () => {
    const { app } = ctx();
    const c = await createCreator(app);
    const slug = c.profile!.gallerySlug;
    const info = async () => (await app.inject({ method: 'GET', url: `/api/gallery/${slug}/info` })).json();
    expect(await info()).toMatchObject({ language: 'en', followGuestLanguage: true });

    const profile = await app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: c.cookie }, payload: { language: 'es', followGuestLanguage: false } });
    expect(profile.statusCode).toBe(200);
    expect(await info()).toMatchObject({ language: 'es', followGuestLanguage: false });

    // The password gate speaks the guest's language too: a locked gallery still says it.
    await setGalleryPassword(app, c, 'rings-2026', true);
    expect(await info()).toMatchObject({ unlocked: false, language: 'es', followGuestLanguage: false });
    await app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: c.cookie }, payload: { language: 'pt-BR', followGuestLanguage: true } });
    expect(await info()).toMatchObject({ language: 'pt-BR', followGuestLanguage: true });
  });

  it('an open gallery needs no password; a protected one refuses media, upload and download until unlocked', async () => {
    const { app } = ctx();
    const c = await createCreator(app);
    const slug = c.profile!.gallerySlug;
    const open = await app.inject({ method: 'GET', url: `/api/gallery/${slug}/info` });
    expect(open.json()).toEqual({
      passwordEnabled: false,
      unlocked: true,
      displayName: 'Ada & Charles',
      username: c.profile!.username,
      slug,
      language: 'en',
      followGuestLanguage: true,
    });
    expect((await app.inject({ method: 'GET', url: `/api/gallery/${slug}/media` })).json()).toEqual([]);

    expect((await setGalleryPassword(app, c, 'rings-2026', true)).json()).toEqual({ galleryPassword: 'rings-2026', galleryPasswordEnabled: true });
    const info = await app.inject({ method: 'GET', url: `/api/gallery/${slug}/info` });
    expect(info.json()).toMatchObject({ passwordEnabled: true, unlocked: false });
    expect(info.body).not.toContain('rings-2026');

    for (const res of [
      await app.inject({ method: 'GET', url: `/api/gallery/${slug}/media` }),
      await app.inject({ method: 'GET', url: `/api/gallery/${slug}/download` }),
      await upload(app, slug, [{ filename: 'a.jpg', data: await jpeg(1, 64, 64) }]),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(en('errors.gallery_locked'));
    }
    const owner = await app.inject({ method: 'GET', url: '/api/gallery/media', headers: { cookie: c.cookie } });
    expect(owner.json()).toEqual([]); // the refused upload left nothing behind
    // The host needs no password for their own gallery.
    const own = await app.inject({ method: 'GET', url: `/api/gallery/${slug}/info`, headers: { cookie: c.cookie } });
    expect(own.json()).toMatchObject({ passwordEnabled: true, unlocked: true });
    expect((await app.inject({ method: 'GET', url: `/api/gallery/${slug}/media`, headers: { cookie: c.cookie } })).statusCode).toBe(200);
  });

  it('a wrong password is 401 "Incorrect password"; the right one sets an httpOnly cookie for that gallery only', async () => {
    const { app } = ctx();
    const a = await createCreator(app);
    const b = await createCreator(app);
    await setGalleryPassword(app, a, 'secret-a', true);
    await setGalleryPassword(app, b, 'secret-a', true);
    const wrong = await unlock(app, a.profile!.gallerySlug, 'secret-b');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Incorrect password', code: 'gallery_incorrect_password' });
    expect(wrong.cookies).toHaveLength(0);
    expect((await unlock(app, a.profile!.gallerySlug, '')).statusCode).toBe(400);

    const ok = await unlock(app, a.profile!.gallerySlug, 'secret-a');
    expect(ok.statusCode).toBe(200);
    const set = ok.cookies[0]!;
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(set.value).not.toContain('secret-a');
    const guest = cookiesFrom(ok);
    const info = await app.inject({ method: 'GET', url: `/api/gallery/${a.profile!.gallerySlug}/info`, headers: { cookie: guest } });
    expect(info.json()).toMatchObject({ passwordEnabled: true, unlocked: true });
    expect((await app.inject({ method: 'GET', url: `/api/gallery/${a.profile!.gallerySlug}/media`, headers: { cookie: guest } })).statusCode).toBe(200);
    // Same password elsewhere, but this cookie was made for gallery A.
    const other = await app.inject({ method: 'GET', url: `/api/gallery/${b.profile!.gallerySlug}/media`, headers: { cookie: guest } });
    expect(other.statusCode).toBe(401);
    const forged = `vb_gallery_${b.profile!.gallerySlug}=${set.value}`;
    expect((await app.inject({ method: 'GET', url: `/api/gallery/${b.profile!.gallerySlug}/media`, headers: { cookie: forged } })).statusCode).toBe(401);
  });

  it('changing the password ends earlier unlocks; toggling protection with the same password does not', async () => {
    const { app } = ctx();
    const c = await createCreator(app);
    const slug = c.profile!.gallerySlug;
    await setGalleryPassword(app, c, 'first', true);
    const guest = cookiesFrom(await unlock(app, slug, 'first'));
    const media = () => app.inject({ method: 'GET', url: `/api/gallery/${slug}/media`, headers: { cookie: guest } });
    expect((await media()).statusCode).toBe(200);

    await setGalleryPassword(app, c, 'first', false);
    expect((await media()).statusCode).toBe(200);
    await setGalleryPassword(app, c, 'first', true);
    expect((await media()).statusCode).toBe(200);

    await setGalleryPassword(app, c, 'second', true);
    expect((await media()).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/gallery/${slug}/info`, headers: { cookie: guest } })).json().unlocked).toBe(false);
    expect((await unlock(app, slug, 'first')).statusCode).toBe(401);
    const again = cookiesFrom(await unlock(app, slug, 'second'));
    expect((await app.inject({ method: 'GET', url: `/api/gallery/${slug}/media`, headers: { cookie: again } })).statusCode).toBe(200);
  });

  it('the owner sees the stored password; enabling needs one; guests never receive it', async () => {
    const { app } = ctx();
    const c = await createCreator(app);
    const slug = c.profile!.gallerySlug;
    const empty = await setGalleryPassword(app, c, '', true);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(en('errors.gallery_password_needed_to_enable'));
    expect((await app.inject({ method: 'POST', url: '/api/gallery/password', payload: { galleryPassword: 'x', galleryPasswordEnabled: true } })).statusCode).toBe(401);
    await setGalleryPassword(app, c, 'Kiss-The-Bride!', true);
    const own = await app.inject({ method: 'GET', url: '/api/creator-profile', headers: { cookie: c.cookie } });
    expect(own.json()).toMatchObject({ galleryPassword: 'Kiss-The-Bride!', galleryPasswordEnabled: true });
    const guest = cookiesFrom(await unlock(app, slug, 'Kiss-The-Bride!'));
    for (const url of [`/api/gallery/${slug}/info`, `/api/gallery/${slug}/media`, `/api/profile/${c.profile!.username}`]) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie: guest } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('Kiss-The-Bride');
    }
  });

  it('an unknown slug and an inactive profile are both "not found" (404)', async () => {
    const { app } = ctx();
    const c = await createCreator(app);
    const slug = c.profile!.gallerySlug;
    expect((await app.inject({ method: 'GET', url: '/api/gallery/nosuchgallery/info' })).statusCode).toBe(404);
    await app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: c.cookie }, payload: { isActive: false } });
    for (const [method, url] of [
      ['GET', `/api/gallery/${slug}/info`],
      ['GET', `/api/gallery/${slug}/media`],
      ['GET', `/api/gallery/${slug}/download`],
      ['POST', `/api/gallery/${slug}/unlock`],
    ] as const) {
      const res = await app.inject({ method, url, ...(method === 'POST' ? { payload: { password: 'x' } } : {}) });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(en('errors.gallery_not_found'));
    }
  });
});

describeApp(
  'gallery unlock rate limit',
  (ctx) => {
    it('stops password guessing after a few tries per address (429)', async () => {
      const { app } = ctx();
      const c = await createCreator(app);
      await setGalleryPassword(app, c, 'right', true);
      const codes: number[] = [];
      for (const guess of ['a', 'b', 'c', 'right']) codes.push((await unlock(app, c.profile!.gallerySlug, guess)).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
    });
  },
  (config) => {
    config.rateLimits.galleryUnlock = { max: 3, windowMs: 60_000 };
  },
);
