import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { RateLimitName } from '../config.js';
import { jpeg, multipart as galleryMultipart } from '../modules/gallery/gallery.test-helpers.js';
import { multipart as voiceMultipart, wav } from '../modules/messages/messages.test-support.js';
import { type Creator, createCreator, describeEachDatabase, uniqueEmail } from '../test/harness.js';
import { en } from '../../shared/i18n/english.js';

const LIMIT = 3;

interface PublicWrite {
  name: string;
  limit: RateLimitName;
  request: (c: Creator) => Promise<InjectOptions> | InjectOptions;
}

/** Every call a signed-out visitor can make that writes something (and the listen page, a read), with a request it would really send. */
const PUBLIC_WRITES: PublicWrite[] = [
  {
    name: 'voice upload',
    limit: 'voiceUpload',
    request: () => {
      const body = voiceMultipart({ filename: 'r.wav', contentType: 'audio/wav', bytes: wav(1) });
      return { method: 'POST', url: '/api/voice-upload', payload: body.payload, headers: body.headers };
    },
  },
  {
    name: 'voice message',
    limit: 'voiceMessage',
    request: (c) => ({
      method: 'POST',
      url: '/api/voice-messages',
      payload: { creatorProfileId: c.profile!.id, senderEmail: 'g@example.com', audioPath: '/objects/voice/none.webm', duration: 2 },
    }),
  },
  {
    name: 'gallery upload',
    limit: 'galleryUpload',
    request: async (c) => {
      const body = galleryMultipart([{ name: 'media', file: { filename: 'a.jpg', data: await jpeg(Math.random() * 1000, 32, 32), contentType: 'image/jpeg' } }]);
      return { method: 'POST', url: `/api/gallery/${c.profile!.gallerySlug}/upload`, payload: body.payload, headers: body.headers };
    },
  },
  { name: 'gallery unlock', limit: 'galleryUnlock', request: (c) => ({ method: 'POST', url: `/api/gallery/${c.profile!.gallerySlug}/unlock`, payload: { password: 'wrong' } }) },
  { name: 'login', limit: 'auth', request: () => ({ method: 'POST', url: '/api/login', payload: { email: 'nobody@example.com', password: 'wrong password' } }) },
  {
    name: 'register',
    limit: 'auth',
    request: () => ({ method: 'POST', url: '/api/register', payload: { email: uniqueEmail('rl'), password: 'long enough pw', firstName: 'A', lastName: 'B' } }),
  },
  { name: 'admin login', limit: 'adminLogin', request: () => ({ method: 'POST', url: '/admin-api/login', payload: { username: 'root', password: 'wrong password' } }) },
  { name: 'forgot password', limit: 'auth', request: () => ({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nobody@example.com' } }) },
  { name: 'page view beacon', limit: 'pageView', request: (c) => ({ method: 'POST', url: `/api/profile/${c.profile!.username}/view` }) },
  // A read, but one a script could walk through guessing tokens: limited like the guests' calls.
  { name: 'listen page', limit: 'listen', request: () => ({ method: 'GET', url: '/l/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }) },
  // A guest asking for the link that withdraws their messages (docs/decisions/069).
  { name: 'erasure request', limit: 'erasure', request: (c) => ({ method: 'POST', url: '/api/erasure-requests', payload: { username: c.profile!.username, email: 'guest@example.com' } }) },
];

let address = 0;
/** Each case its own client address: limits are per client, and several calls share the 'auth' budget. */
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

async function send(app: FastifyInstance, write: PublicWrite, creator: Creator, remoteAddress: string) {
  return app.inject({ ...(await write.request(creator)), remoteAddress });
}

describeEachDatabase(
  'every public write is rate limited',
  (ctx) => {
    let creator: Creator;
    beforeAll(async () => {
      creator = await createCreator(ctx().app);
    });

    it.each(PUBLIC_WRITES)('$name answers 429 with a message past its limit, for that client only', async (write) => {
      const { app } = ctx();
      const client = nextAddress();
      for (let i = 0; i < LIMIT; i++) {
        const res = await send(app, write, creator, client);
        expect(res.statusCode, res.body).not.toBe(429);
        expect(res.statusCode, res.body).toBeLessThan(500);
      }
      const limited = await send(app, write, creator, client);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ message: en('errors.too_many_requests') });
      expect(limited.headers['retry-after']).toBeDefined();

      const other = await send(app, write, creator, nextAddress());
      expect(other.statusCode, other.body).not.toBe(429);
    });

    it('the list covers every rate-limit budget the server has', () => {
      const budgets = new Set(PUBLIC_WRITES.map((w) => w.limit));
      expect([...budgets].sort()).toEqual(Object.keys(ctx().config.rateLimits).sort());
    });
  },
  (config) => {
    for (const key of Object.keys(config.rateLimits) as RateLimitName[]) config.rateLimits[key] = { max: LIMIT, windowMs: 60_000 };
  },
);
