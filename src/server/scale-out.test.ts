import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pgDriver from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { migrations } from './db/migrations/index.js';
import { fixture, fileUpload } from './test/media.js';
import { createTestDatabase } from './test/postgres.js';
import { startTestS3, type TestS3 } from './test/s3.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Signs up through one instance; the session cookie it answers with. */
async function register(url: string, email: string): Promise<string> {
  const reg = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery', firstName: 'A', lastName: 'B' }),
  });
  expect(reg.status).toBe(201);
  return reg.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/**
 * Two app instances sharing nothing but PostgreSQL (and Redis for rate limits), each with its own
 * data folder, as they would behind a load balancer.
 */
describe('two instances on one PostgreSQL and one S3 bucket', () => {
  let pg: Awaited<ReturnType<typeof createTestDatabase>>;
  let s3: TestS3;
  const apps: { app: FastifyInstance; url: string; dir: string }[] = [];
  const namespace = `voxbook-test-${Date.now()}-${process.pid}:`;

  beforeAll(async () => {
    pg = await createTestDatabase({ empty: true });
    s3 = await startTestS3();
    // Started together, so both run the migrations at once; the migrator's lock must make that safe.
    const started = await Promise.all(
      [0, 1].map(async (i) => {
        const dir = await mkdtemp(path.join(tmpdir(), `voxbook-instance-${i}-`));
        const config = loadConfig({
          DATA_DIR: dir,
          DATABASE_URL: pg.url,
          REDIS_URL,
          SESSION_SECRET: 'shared-secret-for-both-instances',
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          ...s3.env,
        });
        config.rateLimits.auth = { max: 4, windowMs: 60_000 };
        config.rateLimits.galleryUnlock = { max: 2, windowMs: 60_000, perAddress: { max: 5, windowMs: 60_000 } };
        config.redisNamespace = namespace;
        const app = await buildApp(config, { logger: false });
        await app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = app.server.address() as { port: number };
        return { app, url: `http://127.0.0.1:${port}`, dir };
      }),
    );
    apps.push(...started);
  }, 60_000);

  afterAll(async () => {
    for (const a of apps) {
      await a.app.close();
      await rm(a.dir, { recursive: true, force: true });
    }
    await pg?.drop();
    await s3?.close();
  });

  it('ran the migrations once when both instances started together', async () => {
    const client = new pgDriver.Client({ connectionString: pg.url });
    await client.connect();
    try {
      const applied = await client.query<{ name: string }>('select name from kysely_migration order by name');
      expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
    } finally {
      await client.end();
    }
  });

  it('a session made on one instance works on the other, and data written on one is read on the other', async () => {
    const [a, b] = apps;
    const email = `scale.${Date.now()}@example.com`;
    const cookie = await register(a.url, email);
    const me = await fetch(`${b.url}/api/auth/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe(email);

    const username = `scale_${Date.now().toString(36).slice(-6)}`;
    const created = await fetch(`${b.url}/api/creator-profile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ username, displayName: 'Scaled' }),
    });
    expect(created.status).toBe(201);
    const pub = await fetch(`${a.url}/api/profile/${username}`);
    expect((await pub.json()).profile.displayName).toBe('Scaled');

    const out = await fetch(`${a.url}/api/logout`, { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(200);
    expect((await fetch(`${b.url}/api/auth/user`, { headers: { cookie } })).status).toBe(401);
  });

  it("an inbox kept in one instance's memory shows at once what the other changed", async () => {
    const [a, b] = apps;
    const json = { 'content-type': 'application/json' };
    const cookie = await register(a.url, `inbox.${Date.now()}@example.com`);
    const username = `inbox_${Date.now().toString(36).slice(-6)}`;
    const created = await fetch(`${a.url}/api/creator-profile`, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify({ username, displayName: 'Inbox' }) });
    const profileId = ((await created.json()) as { id: string }).id;
    const guestMessage = async (via: string) => {
      const { payload, headers } = fileUpload(await fixture('tiny-audio.webm'), 'message.webm', 'audio/webm');
      const { path: audioPath } = (await (await fetch(`${via}/api/voice-upload`, { method: 'POST', headers, body: payload })).json()) as { path: string };
      const sent = await fetch(`${via}/api/voice-messages`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ creatorProfileId: profileId, senderEmail: 'guest@example.com', audioPath, duration: 1 }),
      });
      expect(sent.status).toBe(201);
      return ((await sent.json()) as { id: string }).id;
    };
    const inboxOn = async (url: string) => {
      const res = await fetch(`${url}/api/voice-messages?limit=10`, { headers: { cookie } });
      return { total: res.headers.get('x-total-count'), messages: (await res.json()) as { id: string; isRead: boolean }[] };
    };

    const first = await guestMessage(b.url);
    expect((await inboxOn(a.url)).messages.map((m) => [m.id, m.isRead])).toEqual([[first, false]]);
    const read = await fetch(`${b.url}/api/voice-messages/${first}`, { method: 'PUT', headers: { ...json, cookie }, body: JSON.stringify({ isRead: true }) });
    expect(read.status).toBe(200);
    expect((await inboxOn(a.url)).messages.map((m) => [m.id, m.isRead])).toEqual([[first, true]]);
    const second = await guestMessage(b.url);
    expect(await inboxOn(a.url)).toMatchObject({ total: '2', messages: [{ id: second }, { id: first }] });
  });

  it('an upload through one instance plays from the other, ranges included', async () => {
    const [a, b] = apps;
    const audio = await fixture('tiny-audio.webm');
    const { payload, headers } = fileUpload(audio, 'message.webm', 'audio/webm');
    const up = await fetch(`${a.url}/api/voice-upload`, { method: 'POST', headers, body: payload });
    expect(up.status).toBe(200);
    const { fileUrl } = (await up.json()) as { fileUrl: string };
    const whole = await fetch(`${b.url}${fileUrl}`);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(audio)).toBe(true);
    const part = await fetch(`${b.url}${fileUrl}`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(audio.subarray(100, 200))).toBe(true);
  });

  it("with both instances' workers running, each message gets exactly one playable copy (its job claimed once), served by both", async () => {
    const [a, b] = apps;
    const json = { 'content-type': 'application/json' };
    const cookie = await register(a.url, `copies.${Date.now()}@example.com`);
    const created = await fetch(`${a.url}/api/creator-profile`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ username: `copies_${Date.now().toString(36).slice(-6)}`, displayName: 'Copies' }),
    });
    const profileId = ((await created.json()) as { id: string }).id;
    const audio = await fixture('tiny-audio.webm');
    // Messages through both instances at once: both workers wake and claim.
    const ids = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        const via = i % 2 ? b.url : a.url;
        const { payload, headers } = fileUpload(audio, 'message.webm', 'audio/webm');
        const { path: audioPath } = (await (await fetch(`${via}/api/voice-upload`, { method: 'POST', headers, body: payload })).json()) as { path: string };
        const sent = await fetch(`${via}/api/voice-messages`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ creatorProfileId: profileId, senderEmail: `copy${i}@example.com`, audioPath, duration: 1 }),
        });
        expect(sent.status).toBe(201);
        return ((await sent.json()) as { id: string }).id;
      }),
    );
    const client = new pgDriver.Client({ connectionString: pg.url });
    await client.connect();
    try {
      const deadline = Date.now() + 60_000;
      let jobs: { key: string; status: string; attempts: number }[] = [];
      for (;;) {
        jobs = (await client.query(`select key, status, attempts from jobs where key = any($1)`, [ids.map((id) => `message:${id}`)])).rows;
        if (jobs.length === ids.length && jobs.every((j) => j.status === 'done')) break;
        if (Date.now() > deadline) throw new Error(`copies not all made: ${JSON.stringify(jobs)}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      // Each job was claimed once, by one instance, and left one copy: none made twice, none thrown away.
      expect(jobs.map((j) => j.attempts)).toEqual(ids.map(() => 1));
      const copies = await client.query(`select key, attached from stored_objects where purpose = 'playable' and owner_profile_id = $1`, [profileId]);
      expect(copies.rows).toHaveLength(ids.length);
      expect(copies.rows.every((r: { attached: number }) => r.attached === 1)).toBe(true);
      // A copy made by either instance plays from the other.
      const paths = (await client.query(`select playable_path from voice_messages where id = any($1)`, [ids])).rows.map((r: { playable_path: string }) => r.playable_path);
      for (const url of [a.url, b.url]) expect((await fetch(`${url}${paths[0]}`, { headers: { cookie } })).headers.get('content-type')).toBe('audio/mpeg');
    } finally {
      await client.end();
    }
    // Sixteen ffmpeg conversions on a loaded 2-core machine: as long as the loop above may wait, and a little more.
  }, 90_000);

  it('rate limits hold across instances (shared through Redis)', async () => {
    const [a, b] = apps;
    const attempt = (url: string) =>
      fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever-it-is' }),
      }).then((r) => r.status);
    // Four allowed per client in all; alternate instances so neither alone reaches the limit.
    const codes = [await attempt(a.url), await attempt(b.url), await attempt(a.url), await attempt(b.url), await attempt(a.url), await attempt(b.url)];
    expect(codes.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(codes.slice(4)).toEqual([429, 429]);
  });

  it("a guest's own budget and their address's hold across instances (shared through Redis)", async () => {
    const [a, b] = apps;
    const unlock = (url: string, from: string, browser: string) =>
      fetch(`${url}/api/gallery/nosuchgallery/unlock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from, cookie: `vb_client=${browser.padEnd(22, '0')}` },
        body: JSON.stringify({ password: 'a guess' }),
      }).then((r) => r.status);
    // One browser: two a minute, wherever its requests land.
    const own = [await unlock(a.url, '198.51.100.1', 'one'), await unlock(b.url, '198.51.100.1', 'one'), await unlock(a.url, '198.51.100.1', 'one')];
    expect(own.slice(0, 2)).not.toContain(429);
    expect(own[2]).toBe(429);
    // A new browser id for every request: five from the address in all, across both instances.
    const rotating: number[] = [];
    for (let i = 0; i < 6; i++) rotating.push(await unlock(i % 2 ? b.url : a.url, '198.51.100.2', `rotating${i}`));
    expect(rotating.slice(0, 5)).not.toContain(429);
    expect(rotating[5]).toBe(429);
  });
});
