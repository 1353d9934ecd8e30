import { expect, it } from 'vitest';
import { cookiesFrom, createCreator, describeEachDatabase } from '../../test/harness.js';
import { unzip } from '../../test/zip.js';
import { zipNames } from './gallery-download.service.js';
import { clipMp4, jpeg, png, setGalleryPassword, unlock, upload } from './gallery.test-helpers.js';

describeEachDatabase('gallery ZIP download', (ctx) => {
  it('streams every original byte for byte, stored uncompressed, with unique names and the gallery file name', async () => {
    const { app } = ctx();
    const c = await createCreator(app);
    const slug = c.profile!.gallerySlug;
    const files = [
      { filename: 'IMG_1.jpg', data: await jpeg(11, 500, 400) },
      { filename: 'IMG_1.jpg', data: await jpeg(12, 500, 400) },
      { filename: 'img_1.JPG', data: await jpeg(13, 300, 300) },
      { filename: 'speech', data: clipMp4() },
      { filename: '../../etc/passwd.png', data: await png(14) },
    ];
    expect((await upload(app, slug, files.slice(0, 2))).statusCode).toBe(201);
    expect((await upload(app, slug, files.slice(2))).statusCode).toBe(201);
    await setGalleryPassword(app, c, 'zip-me', true);
    expect((await app.inject({ method: 'GET', url: `/api/gallery/${slug}/download` })).statusCode).toBe(401);
    const guest = cookiesFrom(await unlock(app, slug, 'zip-me'));

    const res = await app.inject({ method: 'GET', url: `/api/gallery/${slug}/download`, headers: { cookie: guest } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${slug}-gallery.zip"`);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const entries = await unzip(res.rawPayload);
    expect(entries.map((e) => e.name)).toEqual(['IMG_1.jpg', 'IMG_1 (2).jpg', 'img_1 (3).JPG', 'speech.mp4', 'passwd.png']);
    entries.forEach((e, i) => {
      expect(e.compressionMethod, e.name).toBe(0); // stored, not deflated
      expect(e.data.equals(files[i]!.data), e.name).toBe(true);
    });
  });

  it('gives an empty but valid archive for an empty gallery', async () => {
    const { app } = ctx();
    const c = await createCreator(app);
    const res = await app.inject({ method: 'GET', url: `/api/gallery/${c.profile!.gallerySlug}/download` });
    expect(res.statusCode).toBe(200);
    expect(await unzip(res.rawPayload)).toEqual([]);
  });

  it('names archive entries safely and uniquely', () => {
    expect(
      zipNames([
        { originalFileName: 'a.jpg', objectKey: 'g/1.jpg' },
        { originalFileName: 'A.JPG', objectKey: 'g/2.jpg' },
        { originalFileName: 'a (2).jpg', objectKey: 'g/3.jpg' },
        { originalFileName: 'C:\\Users\\me\\b.png', objectKey: 'g/4.png' },
        { originalFileName: '', objectKey: 'g/5.webm' },
        { originalFileName: '.hidden', objectKey: 'g/6.gif' },
      ]),
    ).toEqual(['a.jpg', 'A (2).JPG', 'a (2) (2).jpg', 'C__Users_me_b.png', 'file.webm', 'hidden.gif']);
  });
});
