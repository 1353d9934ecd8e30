import { readFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { crc32, deflateSync } from 'node:zlib';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { LIMITS } from '../../../shared/limits.js';
import { en } from '../../../shared/i18n/english.js';
import type { PartyFeed } from '../../../shared/party.schemas.js';
import type { VoiceMessage } from '../../../shared/voice.types.js';
import { MESSAGE_PHOTO_PURPOSE } from '../../storage/purposes.js';
import { keyFromPath } from '../../storage/stored-objects.service.js';
import { createCreator, describeEachDatabase, type Host } from '../../test/harness.js';
import { jpegWithGps, pngImage } from '../../test/media.js';
import { erasureToken } from '../erasure/erasure-token.js';
import { jpeg } from '../gallery/gallery.test-helpers.js';
import { downloadArchive } from '../keepsake/archive.test-support.js';
import { sweepVoiceUploads } from './sweeper.js';
import { multipart, uploadVoice, wav } from './messages.test-support.js';

const HEIC = () => readFile(new URL('../gallery/fixtures/photo.heic', import.meta.url));

/**
 * A PNG whose header declares 15000×15000 pixels (225 MP) in a few hundred bytes: a decompression bomb, refused from
 * its header before a pixel is decoded (docs/decisions/038).
 */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(15_000, 0);
  ihdr.writeUInt32BE(15_000, 4);
  ihdr.writeUInt8(8, 8); // 8 bits, greyscale
  const row = Buffer.alloc(15_001);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(row)), chunk('IEND', Buffer.alloc(0))]);
}

describeEachDatabase('a photo with the message (docs/decisions/082)', (ctx) => {
  const app = () => ctx().app;
  const host = async () => (await createCreator(app())) as Host;

  const uploadPhoto = (bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') => {
    const body = multipart({ filename, contentType, bytes });
    return app().inject({ method: 'POST', url: '/api/message-photos', headers: body.headers, payload: body.payload });
  };
  const photoPath = async (bytes: Buffer, filename?: string, contentType?: string) => {
    const res = await uploadPhoto(bytes, filename, contentType);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().path as string;
  };
  /** The stored photo's bytes, read from the store itself. */
  const stored = async (path: string) => buffer(await app().deps.store.get(keyFromPath(path)!));
  const exists = async (path: string) => (await app().deps.store.head(keyFromPath(path)!)) !== null;
  const photoRows = async () =>
    Number((await app().deps.db.selectFrom('storedObjects').select((eb) => eb.fn.countAll<number>().as('n')).where('purpose', '=', MESSAGE_PHOTO_PURPOSE).executeTakeFirst())?.n);

  const recording = async () => {
    const up = await uploadVoice(app(), { bytes: wav(2) });
    expect(up.statusCode).toBe(200);
    return up.json().path as string;
  };
  const send = (h: Host, audioPath: string, extra: Record<string, unknown> = {}) =>
    app().inject({
      method: 'POST',
      url: '/api/voice-messages',
      payload: { creatorProfileId: h.profile.id, senderName: 'Grace', senderEmail: 'grace@example.com', audioPath, duration: 2, ...extra },
    });
  const sendWithPhoto = async (h: Host, photo: string, extra: Record<string, unknown> = {}) => {
    const res = await send(h, await recording(), { photoPath: photo, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as VoiceMessage;
  };
  const inbox = async (h: Host) => (await app().inject({ method: 'GET', url: '/api/voice-messages', headers: { cookie: h.cookie } })).json() as VoiceMessage[];

  it(`keeps a phone photo only as an upright JPEG of at most ${LIMITS.messagePhotoPx} px with no metadata: no GPS position, no camera`, async () => {
    const gps = await stored(await photoPath(await jpegWithGps()));
    const meta = await sharp(gps).metadata();
    // Stored sideways (EXIF orientation 6) at 64×48: kept upright, 48×64, and nothing of the EXIF is left.
    expect(meta).toMatchObject({ format: 'jpeg', width: 48, height: 64 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(gps.includes('SecretPhoneMaker')).toBe(false);

    // A 4:3 photo larger than the limit: its long side at the limit, the short side in proportion.
    const px = LIMITS.messagePhotoPx;
    const big = await sharp(await stored(await photoPath(await jpeg(3, px * 2.5, px * 1.875)))).metadata();
    expect([big.format, big.width, big.height]).toEqual(['jpeg', px, px * 0.75]);
    // A PNG named as anything is judged by its bytes, and kept as a JPEG too.
    const png = await sharp(await stored(await photoPath(await pngImage(300, 200), 'IMG.gif', 'application/octet-stream'))).metadata();
    expect([png.format, png.width, png.height]).toEqual(['jpeg', 300, 200]);
  });

  it("makes an iPhone's HEIC viewable everywhere: a JPEG of the same picture", async () => {
    const path = await photoPath(await HEIC(), 'IMG_0001.HEIC', 'image/heic');
    expect(path).toMatch(/^\/objects\/message-photo\/[^/]+\.jpg$/);
    const meta = await sharp(await stored(path)).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width! * meta.height!).toBeGreaterThan(0);
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(LIMITS.messagePhotoPx);
  });

  it('refuses what is not a picture (415) and a pixel bomb (413) with a JSON message, and keeps nothing of either', async () => {
    const before = await photoRows();
    const text = await uploadPhoto(Buffer.from('<html>not a photo at all</html>'.repeat(10)), 'selfie.jpg', 'image/jpeg');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/unsupported file type/i);
    const audio = await uploadPhoto(wav(1), 'selfie.jpg', 'image/jpeg');
    expect(audio.statusCode).toBe(415);
    const bomb = await uploadPhoto(pngBomb(), 'bomb.png', 'image/png');
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().message).toMatch(/too large for us to process/);
    expect(await photoRows()).toBe(before);
  });

  it('sends the photo with the message: the host sees it in the inbox, nobody else can open it, and a message without one is as before', async () => {
    const h = await host();
    const without = await send(h, await recording());
    expect(without.statusCode).toBe(201);
    expect(without.json()).toMatchObject({ senderName: 'Grace', photoPath: null });

    const path = await photoPath(await jpeg(4, 800, 600));
    // Before it is sent, only its guest's preview knows the address, and no cache keeps it.
    const preview = await app().inject({ method: 'GET', url: path });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    const message = await sendWithPhoto(h, path);
    expect(message.photoPath).toBe(path);
    expect((await inbox(h)).find((m) => m.id === message.id)?.photoPath).toBe(path);

    const asHost = await app().inject({ method: 'GET', url: path, headers: { cookie: h.cookie } });
    expect(asHost.statusCode).toBe(200);
    expect(asHost.headers['content-type']).toBe('image/jpeg');
    expect(asHost.headers['cache-control']).toBe('private, no-cache');
    const stranger = await host();
    expect((await app().inject({ method: 'GET', url: path, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    expect((await app().inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });

  it("refuses a photo that is not an unsent photo upload (unknown, a recording, another message's) and leaves the recording to send without it", async () => {
    const h = await host();
    const taken = await photoPath(await jpeg(5, 400, 300));
    await sendWithPhoto(h, taken);
    const audioPath = await recording();
    const refusal = { message: en('errors.photo_path_invalid'), code: 'photo_path_invalid', errors: { photoPath: en('errors.photo_path_invalid') } };
    for (const photo of ['/objects/message-photo/00000000-0000-7000-8000-000000000000.jpg', await recording(), taken]) {
      const res = await send(h, audioPath, { photoPath: photo, senderEmail: 'other@example.com' });
      expect(res.statusCode, photo).toBe(400);
      expect(res.json()).toEqual(refusal);
    }
    expect((await send(h, audioPath, { photoPath: 'https://example.com/x.jpg' })).statusCode).toBe(400);
    // Nothing was claimed by the refused sends: the guest removes the photo and sends.
    const plain = await send(h, audioPath, { senderEmail: 'other@example.com' });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().photoPath).toBeNull();
    // The same message sent again (its first answer lost) is the stored one, photo and all.
    const again = await photoPath(await jpeg(6, 400, 300));
    const first = await sendWithPhoto(h, again, { senderEmail: 'retry@example.com' });
    const retry = await send(h, first.audioPath!, { photoPath: again, senderEmail: 'retry@example.com' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ id: first.id, photoPath: again });
  });

  it('goes with the message: deleted by the host, erased by its guest, swept when never sent', async () => {
    const h = await host();
    const deleted = await sendWithPhoto(h, await photoPath(await jpeg(7, 400, 300)));
    expect((await app().inject({ method: 'DELETE', url: `/api/voice-messages/${deleted.id}`, headers: { cookie: h.cookie } })).statusCode).toBe(204);
    expect(await exists(deleted.photoPath!)).toBe(false);
    expect((await app().inject({ method: 'GET', url: deleted.photoPath!, headers: { cookie: h.cookie } })).statusCode).toBe(404);

    const erased = await sendWithPhoto(h, await photoPath(await jpeg(8, 400, 300)), { senderEmail: 'leaving@example.com' });
    const token = erasureToken(app().deps.config.sessionSecret, { profileId: h.profile.id, email: 'leaving@example.com', expiresAt: Date.now() + 3600_000 });
    expect((await app().inject({ method: 'POST', url: '/api/erasure/delete', payload: { token, messageIds: [erased.id] } })).json()).toEqual({ deleted: 1 });
    expect(await exists(erased.photoPath!)).toBe(false);

    const unsent = await photoPath(await jpeg(9, 400, 300));
    const kept = await sendWithPhoto(h, await photoPath(await jpeg(10, 400, 300)));
    await sweepVoiceUploads(app().deps, Date.now() + 61 * 60_000);
    expect(await exists(unsent)).toBe(false);
    expect(await exists(kept.photoPath!)).toBe(true);
  });

  it('goes with the account when its host deletes it', async () => {
    const h = await host();
    const m = await sendWithPhoto(h, await photoPath(await jpeg(11, 400, 300)));
    const res = await app().inject({ method: 'POST', url: '/api/account/delete', headers: { cookie: h.cookie }, payload: { confirm: h.profile.username, password: 'correct horse battery' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await exists(m.photoPath!)).toBe(false);
  });

  it('lies beside its recording in Download all, under the same name ending .jpg, and shows on the offline index.html', async () => {
    const h = await host();
    const m = await sendWithPhoto(h, await photoPath(await jpeg(12, 400, 300)), { senderName: 'Zoë' });
    await send(h, await recording(), { senderName: 'No Photo', senderEmail: 'np@example.com' });
    const { entries, html } = await downloadArchive(app(), h.cookie, 'UTC');
    const names = entries.map((e) => e.name).filter((n) => n !== 'index.html' && n !== 'messages.csv');
    const photo = names.find((n) => n.endsWith('.jpg'))!;
    expect(names.filter((n) => n.endsWith('.jpg'))).toEqual([photo]);
    expect(photo).toMatch(/^001 \d{4}-\d\d-\d\d \d\d-\d\d Zoë\.jpg$/);
    // The recording's name, ending otherwise.
    expect(names).toContain(photo.replace(/\.jpg$/, '.wav'));
    expect(entries.find((e) => e.name === photo)!.data.equals(await stored(m.photoPath!))).toBe(true);
    expect(html).toContain(`<img class="photo" loading="lazy" src="${encodeURIComponent(photo)}" alt="${en('mail.archive.photoAlt', { guest: 'Zoë' })}">`);
    expect(html.match(/<img /g)).toHaveLength(1);
  });

  it('is printed in the book beside its QR code', async () => {
    const imagesOn = async (pdf: Buffer, page: number) => {
      const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
      try {
        return (await (await doc.getPage(page)).getOperatorList()).fnArray.filter((op) => op === OPS.paintImageXObject).length;
      } finally {
        await doc.destroy();
      }
    };
    const book = async (h: Host) => {
      const res = await app().inject({ method: 'GET', url: '/api/keepsake/book?paper=a4&tz=UTC', headers: { cookie: h.cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return res.rawPayload;
    };
    const h = await host();
    await send(h, await recording(), { senderEmail: 'a@example.com' });
    // A page of messages without photos paints no image (the QR codes are drawn, not pictures).
    expect(await imagesOn(await book(h), 2)).toBe(0);
    await sendWithPhoto(h, await photoPath(await jpeg(13, 600, 400)), { senderEmail: 'b@example.com' });
    expect(await imagesOn(await book(h), 2)).toBe(1);
  });

  it('shows on the party screen beside the name of a guest who ticked the box, through an address of its own, while photos are on', async () => {
    const h = await host();
    const on = await app().inject({ method: 'POST', url: '/api/party-screen', headers: { cookie: h.cookie } });
    const feedUrl = `/api/party/${new URL(on.json().url as string).pathname.split('/').pop()}`;
    const feed = async () => (await app().inject({ method: 'GET', url: feedUrl })).json() as PartyFeed;
    await sendWithPhoto(h, await photoPath(await jpeg(14, 400, 300)), { senderName: 'Shy', senderEmail: 'shy@example.com' });
    const shown = await sendWithPhoto(h, await photoPath(await jpeg(15, 400, 300)), { senderName: 'Ada', showNameOnPartyScreen: true });
    const names = (await feed()).names;
    expect(names.map((n) => n.name)).toEqual(['Ada']);
    expect(names[0]!.photo).toMatch(new RegExp(`^${shown.photoPath}\\?expires=\\d+&sig=[A-Za-z0-9_-]{43}$`));
    expect(JSON.stringify(await feed())).not.toContain('shy@example.com');
    // The screen has no session: the signed address opens that photo, and only that one.
    const res = await app().inject({ method: 'GET', url: names[0]!.photo! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await app().inject({ method: 'GET', url: shown.photoPath! })).statusCode).toBe(404);
    // The host switched photos off: the name stays, its photo goes.
    await app().inject({ method: 'PATCH', url: '/api/party-screen', headers: { cookie: h.cookie }, payload: { showPhotos: false } });
    expect((await feed()).names).toEqual([{ name: 'Ada', at: expect.any(Number), photo: null }]);
  });
});
