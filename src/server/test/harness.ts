import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { Dialect } from '../db/database.js';
import { createTestDatabase } from './postgres.js';

export const DIALECTS: Dialect[] = ['sqlite', 'postgres'];

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dialect: Dialect;
  close(): Promise<void>;
}

/** Limits high enough that ordinary tests never meet them; rate-limit tests lower the one they prove. */
const RELAXED = { max: 10_000, windowMs: 60_000 };

export async function startTestApp(
  dialect: Dialect,
  overrides: (config: Config) => void = () => {},
  env: NodeJS.ProcessEnv = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'voxbook-test-'));
  const pgdb = dialect === 'postgres' ? await createTestDatabase() : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    DATABASE_URL: pgdb?.url,
    ...env,
  });
  for (const key of Object.keys(config.rateLimits) as (keyof Config['rateLimits'])[]) config.rateLimits[key] = { ...RELAXED };
  overrides(config);
  const app = await buildApp(config, { logger: false });
  await app.ready();
  return {
    app,
    config,
    dialect,
    async close() {
      await app.close();
      await pgdb?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs the same suite against SQLite and PostgreSQL, each on its own fresh app and database.
 * `ctx()` gives the suite's app inside tests.
 */
export function describeEachDatabase(
  name: string,
  body: (ctx: () => TestApp) => void,
  overrides?: (config: Config) => void,
) {
  describe.each(DIALECTS)(`${name} [%s]`, (dialect) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, overrides);
    }, 60_000);
    afterAll(async () => {
      await t?.close();
    });
    body(() => t);
  });
}

/** The cookie header a browser would send back after this response. */
export function cookiesFrom(res: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(previous ? previous.split('; ').map((c) => c.split('=') as [string, string]) : []);
  for (const c of res.cookies) {
    if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) jar.delete(c.name);
    else jar.set(c.name, c.value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

let counter = 0;
export const uniqueEmail = (prefix = 'host') => `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;
export const uniqueUsername = (prefix = 'host') => `${prefix}_${Date.now().toString(36).slice(-5)}${++counter}`;

export interface Creator {
  cookie: string;
  user: { id: string; email: string };
  profile?: { id: string; username: string; gallerySlug: string };
}

/** Registers a creator through the API (and creates their profile unless told not to). */
export async function createCreator(app: FastifyInstance, opts: { profile?: boolean; password?: string } = {}): Promise<Creator> {
  const email = uniqueEmail();
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { email, password: opts.password ?? 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace' },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const cookie = cookiesFrom(res);
  const creator: Creator = { cookie, user: res.json() };
  if (opts.profile === false) return creator;
  const p = await app.inject({
    method: 'POST',
    url: '/api/creator-profile',
    headers: { cookie },
    payload: { username: uniqueUsername(), displayName: 'Ada & Charles', bio: 'Our wedding' },
  });
  if (p.statusCode !== 201) throw new Error(`profile failed: ${p.statusCode} ${p.body}`);
  creator.profile = p.json();
  return creator;
}
