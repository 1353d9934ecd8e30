import { describe, expect, it } from 'vitest';
import { createCreator, describeApp } from '../../test/harness.js';
import { unzip } from '../../test/zip.js';
import { galleryFileName } from './gallery-file-names.js';
import { clipMp4, jpeg, png, upload } from './gallery.test-helpers.js';

const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];

describeApp('gallery file names', (ctx) => {
  it("ends every name in the stored type's extension and drops bidirectional controls: list, owner's list and ZIP alike", async () => {
    const { app } = ctx();
    const c = await createCreator(app);
    const slug = c.profile!.gallerySlug;
    const files = [
      // A picture that would open as a page, and one that would run as a script once unzipped on Windows.
      { filename: 'party.html', data: await png(401) },
      { filename: 'invoice.bat', data: await jpeg(402, 64, 64) },
      // Reads as 'holiday-exe.jpg' in a file manager; it is 'holiday-gpj.exe'.
      { filename: 'holiday-\u202Egpj.exe', data: await jpeg(403, 64, 64) },
      { filename: 'IMG_0001.JPEG', data: await jpeg(404, 64, 64) },
      { filename: 'toast.html.', data: clipMp4() },
    ];
    const res = await upload(app, slug, files);
    expect(res.statusCode).toBe(201);
    const expected = ['party.png', 'invoice.jpg', 'holiday-gpj.jpg', 'IMG_0001.JPEG', 'toast.mp4'];
    expect((res.json() as { originalFileName: string }[]).map((i) => i.originalFileName)).toEqual(expected);

    const guestList = (await app.inject({ method: 'GET', url: `/api/gallery/${slug}/media` })).json() as { originalFileName: string }[];
    expect(guestList.map((i) => i.originalFileName).reverse()).toEqual(expected);
    const ownerList = (await app.inject({ method: 'GET', url: '/api/gallery/media', headers: { cookie: c.cookie } })).json() as { originalFileName: string }[];
    expect(ownerList.map((i) => i.originalFileName).reverse()).toEqual(expected);
    // Stored clean, not only served clean.
    const rows = await app.deps.db.selectFrom('galleryMedia').select('originalFileName').where('profileId', '=', c.profile!.id).orderBy('uploadedAt').orderBy('id').execute();
    expect(rows.map((r) => r.originalFileName)).toEqual(expected);

    const zip = await app.inject({ method: 'GET', url: `/api/gallery/${slug}/download` });
    expect((await unzip(zip.rawPayload)).map((e) => e.name)).toEqual(expected);
  });

  it('cleans the names of items stored before this rule, wherever they are served', async () => {
    const { app } = ctx();
    const c = await createCreator(app);
    const slug = c.profile!.gallerySlug;
    expect((await upload(app, slug, [{ filename: 'cake.png', data: await png(410) }])).statusCode).toBe(201);
    // What an older version kept as the guest typed it.
    await app.deps.db.updateTable('galleryMedia').set({ originalFileName: 'cake\u2067lmth.\u2069.html' }).where('profileId', '=', c.profile!.id).execute();

    const [item] = (await app.inject({ method: 'GET', url: `/api/gallery/${slug}/media` })).json() as { originalFileName: string }[];
    expect(item!.originalFileName).toBe('cakelmth.png');
    const zip = await app.inject({ method: 'GET', url: `/api/gallery/${slug}/download` });
    expect((await unzip(zip.rawPayload)).map((e) => e.name)).toEqual(['cakelmth.png']);
  });
});

describe('galleryFileName', () => {
  it('strips each bidirectional control, keeps other text as typed, and names a nameless file', () => {
    for (const mark of BIDI) expect(galleryFileName(`a${mark}b.jpg`, 'gallery/p/1.jpg'), mark.codePointAt(0)!.toString(16)).toBe('ab.jpg');
    expect(galleryFileName('Hochzeit 👰 e\u0301 dance.webm', 'gallery/p/2.webm')).toBe('Hochzeit 👰 e\u0301 dance.webm');
    expect(galleryFileName('photo.HEIF', 'gallery/p/3.heic')).toBe('photo.HEIF');
    expect(galleryFileName('', 'gallery/p/4.png')).toBe('file.png');
    expect(galleryFileName('\u202E', 'gallery/p/5.gif')).toBe('file.gif');
  });
});
