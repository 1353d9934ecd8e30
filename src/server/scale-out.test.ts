import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createTestDatabase } from './test/postgres.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two app instances sharing nothing but PostgreSQL (and Redis for rate limits), each with its own
 * data folder, as they would behind a load balancer.
 */
describe('two instances on one PostgreSQL', () => {
  let pg: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: { app: FastifyInstance; url: string; dir: string }[] = [];
  const namespace = `voxbook-test-${Date.now()}-${process.pid}:`;

  beforeAll(async () => {
    pg = await createTestDatabase();
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
        });
        config.rateLimits.auth = { max: 4, windowMs: 60_000 };
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
  });

  it('a session made on one instance works on the other, and data written on one is read on the other', async () => {
    const [a, b] = apps;
    const email = `scale.${Date.now()}@example.com`;
    const reg = await fetch(`${a.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery', firstName: 'A', lastName: 'B' }),
    });
    expect(reg.status).toBe(201);
    const cookie = reg.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
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
});
