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
/**
 * For `describe.each` suites whose SQL is the same on both dialects: SQLite alone. scripts/sql-check.ts, after
 * `npm test`, fails on a statement that then ran on one dialect only (docs/decisions/057).
 */
export const SQLITE_ONLY: Dialect[] = ['sqlite'];

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dialect: Dialect;
  close(): Promise<void>;
}

/** Limits high enough that ordinary tests never meet them; rate-limit tests lower the one they prove. */
const RELAXED = { max: 10_000, windowMs: 60_000 };

/**
 * What a test app changes from the product's defaults, before a suite's own overrides (docs/decisions/057):
 * - passwords hash at scrypt 2^10 rather than 2^15 (7 ms rather than 260 ms; every suite signs up hosts);
 * - the job worker is off: a suite about background work turns it on (`c.jobs.concurrency = 1`) or runs the due jobs
 *   itself (`app.deps.jobs.runDue()`; the waiting helpers do), so no suite pays for ffmpeg passes it never looks at.
 */
export const TEST_PASSWORD_HASH_COST = 10;
function testDefaults(config: Config) {
  for (const key of Object.keys(config.rateLimits) as (keyof Config['rateLimits'])[]) config.rateLimits[key] = { ...RELAXED };
  config.passwordHashCost = TEST_PASSWORD_HASH_COST;
  config.jobs.concurrency = 0;
}

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
  testDefaults(config);
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
 * Runs the same suite against SQLite and PostgreSQL, each on its own fresh app and database: for suites whose SQL
 * differs by dialect (docs/decisions/042, 057). `ctx()` gives the suite's app inside tests.
 */
export function describeEachDatabase(name: string, body: (ctx: () => TestApp) => void, overrides?: (config: Config) => void) {
  describe.each(DIALECTS)(`${name} [%s]`, (dialect) => suiteApp(dialect, body, overrides));
}

/**
 * Runs a suite on one fresh app and SQLite database: for suites whose SQL is the same on both dialects. The SQL check
 * after `npm test` (scripts/sql-check.ts) fails when a statement ran on one dialect only, so a statement a SQLite
 * suite alone runs is noticed and given a PostgreSQL run where it belongs.
 */
export function describeApp(name: string, body: (ctx: () => TestApp) => void, overrides?: (config: Config) => void) {
  describe(name, () => suiteApp('sqlite', body, overrides));
}

function suiteApp(dialect: Dialect, body: (ctx: () => TestApp) => void, overrides?: (config: Config) => void) {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, overrides);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
  body(() => t);
}

/**
 * What a worker would do now, for an app whose worker is off (the harness's default): runs the due jobs in the test.
 * Waiting loops call it before each look; with the worker on it does nothing.
 */
export async function runDueJobs(app: FastifyInstance): Promise<void> {
  if (app.deps.config.jobs.concurrency === 0) await app.deps.jobs.runDue();
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
/** Marks the account's address verified, as the link of its verification mail would (inviting and accepting need it). */
/** A creator with a page: what most host tests start from. */
export type Host = Creator & { profile: NonNullable<Creator['profile']> };

export async function markEmailVerified(app: FastifyInstance, userId: string): Promise<void> {
  await app.deps.db.updateTable('users').set({ isEmailVerified: 1 }).where('id', '=', userId).execute();
}

export async function createCreator(app: FastifyInstance, opts: { profile?: boolean; password?: string; verified?: boolean } = {}): Promise<Creator> {
  const email = uniqueEmail();
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { email, password: opts.password ?? 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace' },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const cookie = cookiesFrom(res);
  const creator: Creator = { cookie, user: res.json() };
  if (opts.verified) await markEmailVerified(app, creator.user.id);
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
