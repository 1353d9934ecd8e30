import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createDeps } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { TEST_DATABASE_URL } from '../src/server/test/postgres.js';
import { startBenchServer } from './bench-server.js';
import { load } from './measure.js';
import type { Prepared } from './prepare.js';
import type { Scenario } from './scenario.js';
import { MARKETING_SCALE, seed } from './seed.js';

/** What a host's dashboard asks on every visit, each behind requireHost (the page the call acts on). */
const HOST_CALLS = ['/api/creator-profile', '/api/custom-links', '/api/voice-messages?limit=10', '/api/dashboard/stats?tz=Europe/Berlin'];
/** The cheapest signed-in call: the session alone, no page. What a host call costs above it is the page and its data. */
const SESSION_ONLY = '/api/auth/user';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email, password }) });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

/**
 * The server's CPU per request of each host call above the session-only call, median over the rounds; each round
 * measures the session-only call next to the host calls, so a busy moment of the machine shifts both.
 */
async function hostCallCosts(base: string, pid: number, cookie: string, rounds: number, seconds: number): Promise<Record<string, number>> {
  const above: Record<string, number[]> = Object.fromEntries(HOST_CALLS.map((c) => [c, []]));
  for (let i = 0; i < rounds; i++) {
    const session = await load(`${base}${SESSION_ONLY}`, { connections: 10, seconds, pid, headers: { cookie } });
    for (const call of HOST_CALLS) {
      const r = await load(`${base}${call}`, { connections: 10, seconds, pid, headers: { cookie } });
      if (r.errors || r.non2xx) throw new Error(`${call}: ${r.errors} errors, ${r.non2xx} non-2xx`);
      above[call]!.push(r.cpuUs! - session.cpuUs!);
    }
  }
  return Object.fromEntries(HOST_CALLS.map((c) => [c, median(above[c]!)]));
}

const table = (costs: Record<string, number>) => HOST_CALLS.map((c) => `${c.split('?')[0]} +${costs[c]!.toFixed(0)} µs`).join(', ');

/** Host calls on the marketing-scale database: what each costs above the session-only call. */
export const hostCallsScenario: Scenario = {
  name: 'hostcalls',
  async run(ctx) {
    const costs = await hostCallCosts(ctx.server.base, ctx.server.pid, ctx.hostCookie, ctx.rounds, Math.min(ctx.load.seconds, 5));
    const worst = Math.max(...Object.values(costs));
    ctx.record(
      `host calls above ${SESSION_ONLY}, server CPU per request (largest host, ${ctx.prepared.seed.counts.profiles} pages)`,
      table(costs),
      '<= 300 µs each',
      worst <= 300,
    );
  },
};

/** A database of `hosts` pages (one small host each, plus the measured one), made once and kept in bench/.data. */
async function scaleDatabase(dialect: 'sqlite' | 'postgres', hosts: number, log: (m: string) => void): Promise<Prepared> {
  const dataDir = path.resolve(`bench/.data/hosts-${dialect}-${hosts}`);
  const marker = path.join(dataDir, 'prepared.json');
  let databaseUrl: string | undefined;
  if (dialect === 'postgres') {
    const name = `voxbook_bench_hosts_${hosts}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    if ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  if (existsSync(marker)) return { ...JSON.parse(readFileSync(marker, 'utf8')), dataDir, databaseUrl };
  mkdirSync(dataDir, { recursive: true });
  const deps = await createDeps(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' }));
  try {
    const started = Date.now();
    // The pages are what a page lookup could grow with; every host gets a message and a subscriber, the measured host 100.
    const result = await seed(deps.db, { ...MARKETING_SCALE, hosts, messages: hosts + 100, subscribers: hosts + 100, bigHostMessages: 100, bigHostSubscribers: 100, pageViewDays: 2 }, {});
    log(`seeded ${hosts} hosts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (databaseUrl) await sql`vacuum analyze`.execute(deps.db);
    const prepared = { seed: result, galleryFiles: [], gallerySlug: '' };
    writeFileSync(marker, JSON.stringify(prepared));
    return { ...prepared, dataDir, databaseUrl };
  } finally {
    deps.mailer.close();
    await deps.close();
  }
}

/**
 * Decision 058: a host call costs the same at any number of pages. The same host calls at 1,000 and at 100,000 hosts,
 * each on a database of its own, measured in this run; the larger may cost at most 1.2 times the smaller (plus the
 * clock's 10 ms tick spread over the requests).
 */
export const hostScaleScenario: Scenario = {
  name: 'hostscale',
  async run(ctx) {
    const dialect = ctx.prepared.databaseUrl ? 'postgres' : 'sqlite';
    const sizes = [1_000, 100_000];
    const measured: Record<number, Record<string, number>> = {};
    for (const hosts of sizes) {
      const prepared = await scaleDatabase(dialect, hosts, (m) => console.log(`[bench] ${m}`));
      const server = await startBenchServer(prepared);
      try {
        const cookie = await signIn(server.base, prepared.seed.bigHost.email, prepared.seed.bigHost.password);
        measured[hosts] = await hostCallCosts(server.base, server.pid, cookie, ctx.rounds, Math.min(ctx.load.seconds, 5));
      } finally {
        await server.stop();
      }
    }
    const [small, large] = sizes.map((n) => measured[n]!);
    // Below ~50 µs a difference is the measurement's own noise, not a cost that grows.
    const ratios = HOST_CALLS.map((c) => Math.max(large![c]!, 50) / Math.max(small![c]!, 50));
    ctx.record(
      `host calls above ${SESSION_ONLY} at 1,000 and 100,000 hosts, server CPU per request`,
      `1,000: ${table(small!)}; 100,000: ${table(large!)}; worst ratio ${Math.max(...ratios).toFixed(2)}`,
      '100,000 within 1.2x of 1,000',
      Math.max(...ratios) <= 1.2,
    );
  },
};
