import type { LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../config.js';
import { multipart as galleryMultipart } from '../modules/gallery/gallery.test-helpers.js';
import { multipart as voiceMultipart, wav } from '../modules/messages/messages.test-support.js';
import { CLIENT_COOKIE } from '../plugins/client-id.js';
import { type Creator, createCreator, describeApp } from '../test/harness.js';
import { en } from '../../shared/i18n/english.js';

const GUESTS = 150;
const PHOTOS_EACH = 2;
const RECORDING = wav(1);

/** A browser's cookie header from the answer that issued its id. */
const browserCookie = (res: LightMyRequestResponse) => {
  const issued = res.cookies.find((c) => c.name === CLIENT_COOKIE);
  if (!issued) throw new Error(`no ${CLIENT_COOKIE} cookie on ${res.statusCode} ${res.body}`);
  return `${CLIENT_COOKIE}=${issued.value}`;
};
/** A small photo of its own: the gallery keeps the same content once. */
const noisyJpeg = () => sharp(randomBytes(32 * 24 * 3), { raw: { width: 32, height: 24, channels: 3 } }).jpeg().toBuffer();
const madeUpBrowser = () => `${CLIENT_COOKIE}=${randomBytes(16).toString('base64url')}`;

describeApp(
  'guests behind one address, at the real limits',
  (ctx) => {
    let host: Creator;
    beforeAll(async () => {
      host = await createCreator(ctx().app);
    });

    const openPage = (from: string, cookie?: string) =>
      ctx().app.inject({ method: 'GET', url: `/api/profile/${host.profile!.username}`, remoteAddress: from, headers: cookie ? { cookie } : {} });
    const uploadRecording = (from: string, cookie?: string) => {
      const body = voiceMultipart({ filename: 'take.wav', contentType: 'audio/wav', bytes: RECORDING });
      return ctx().app.inject({ method: 'POST', url: '/api/voice-upload', remoteAddress: from, headers: { ...body.headers, ...(cookie ? { cookie } : {}) }, payload: body.payload });
    };
    const sendMessage = (from: string, cookie: string | undefined, audioPath: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/voice-messages',
        remoteAddress: from,
        headers: cookie ? { cookie } : {},
        payload: { creatorProfileId: host.profile!.id, senderEmail: 'guest@example.com', audioPath, duration: 1 },
      });
    const sharePhoto = (from: string, cookie: string, data: Buffer) => {
      const body = galleryMultipart([{ name: 'media', file: { filename: 'photo.jpg', data, contentType: 'image/jpeg' } }]);
      return ctx().app.inject({ method: 'POST', url: `/api/gallery/${host.profile!.gallerySlug}/upload`, remoteAddress: from, headers: { ...body.headers, cookie }, payload: body.payload });
    };

    it(`${GUESTS} guests behind one Wi-Fi send a voice message and ${GUESTS * PHOTOS_EACH} photos all at once, and none is refused`, async () => {
      const venue = '198.51.100.23';
      // Each guest's phone opens the page first, which gives their browser its id.
      const browsers = await Promise.all([...Array(GUESTS)].map(async () => browserCookie(await openPage(venue))));
      expect(new Set(browsers).size).toBe(GUESTS);
      const photos = await Promise.all([...Array(GUESTS * PHOTOS_EACH)].map(() => noisyJpeg()));

      const statuses: number[] = [];
      const record = (res: LightMyRequestResponse) => {
        statuses.push(res.statusCode);
        return res;
      };
      await Promise.all(
        browsers.flatMap((cookie, g) => [
          (async () => {
            const up = record(await uploadRecording(venue, cookie));
            if (up.statusCode === 200) record(await sendMessage(venue, cookie, up.json().path));
          })(),
          // One request a photo: the most requests a guest's phone can make for them (an older client's way).
          ...photos.slice(g * PHOTOS_EACH, (g + 1) * PHOTOS_EACH).map(async (photo) => record(await sharePhoto(venue, cookie, photo))),
        ]),
      );

      expect(statuses.filter((s) => s === 429)).toEqual([]);
      expect(statuses.filter((s) => s >= 300)).toEqual([]);
      expect(statuses).toHaveLength(GUESTS * (2 + PHOTOS_EACH));
      const inbox = await ctx().app.inject({ method: 'GET', url: '/api/voice-messages?limit=100', headers: { cookie: host.cookie } });
      expect(Number(inbox.headers['x-total-count'] ?? inbox.json().length)).toBeGreaterThanOrEqual(GUESTS);
      const gallery = await ctx().app.inject({ method: 'GET', url: `/api/gallery/${host.profile!.gallerySlug}/media?limit=200&offset=200` });
      expect(gallery.json()).toHaveLength(GUESTS * PHOTOS_EACH - 200);
    }, 180_000);

    it("one guest's phone flooding is refused with 429, and the guests beside it are not", async () => {
      const venue = '198.51.100.24';
      const [flooder, neighbour] = [browserCookie(await openPage(venue)), browserCookie(await openPage(venue))];
      const { max } = DEFAULT_RATE_LIMITS.voiceUpload;
      for (let i = 0; i < max; i++) expect((await uploadRecording(venue, flooder)).statusCode).toBe(200);
      const refused = await uploadRecording(venue, flooder);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: en('errors.too_many_requests'), code: 'too_many_requests' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await uploadRecording(venue, neighbour)).statusCode).toBe(200);
    }, 60_000);

    it('a flood that makes up a new browser id for every request meets its address budget, and other addresses do not', async () => {
      const from = '203.0.113.66';
      const { max } = DEFAULT_RATE_LIMITS.voiceMessage.perAddress!;
      const codes = new Map<number, number>();
      for (let i = 0; i < max; i++) {
        const res = await sendMessage(from, madeUpBrowser(), '/objects/voice/none.webm');
        codes.set(res.statusCode, (codes.get(res.statusCode) ?? 0) + 1);
      }
      expect(codes.has(429)).toBe(false);
      const refused = await sendMessage(from, madeUpBrowser(), '/objects/voice/none.webm');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: en('errors.too_many_requests'), code: 'too_many_requests' });
      // Nor does leaving the id out get round it.
      expect((await sendMessage(from, undefined, '/objects/voice/none.webm')).statusCode).toBe(429);
      const elsewhere = await uploadRecording('203.0.113.67', madeUpBrowser());
      expect(elsewhere.statusCode).toBe(200);
      expect((await sendMessage('203.0.113.67', undefined, elsewhere.json().path)).statusCode).toBe(201);
    }, 60_000);
  },
  (config) => {
    config.rateLimits = structuredClone(DEFAULT_RATE_LIMITS);
  },
);
