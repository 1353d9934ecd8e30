// npm run bench [-- --dialect sqlite|postgres] [--divisor 1] [--connections 50] [--seconds 10] [--rounds 3] [--only profile,stats,hostcalls,hostscale,ingest,party,books,lanes,...]
// BENCH_PARTY_SECONDS=60 shortens the party screen's two phases (ten minutes each by default).
// Seeds (once) a marketing-scale database, starts the app in a child process, and measures it against a
// baseline run in the same run. Figures go to stdout and bench/.data/last-results-<dialect>.md.
// BENCH_CPU_PROF=1 profiles the server (bench/.data/profiles; summarise with bench/cpu-profile-summary.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/database.js';
import { createObjectStore } from '../src/server/storage/create-store.js';
import { apiScenarios } from './api-scenarios.js';
import { hostCallsScenario, hostScaleScenario } from './host-calls-scenario.js';
import { startBenchServer } from './bench-server.js';
import { lighthouseScenario } from './lighthouse-scenario.js';
import { publicJsScenario } from './browser-scenarios.js';
import { ingestScenario } from './ingest-scenario.js';
import { booksScenario } from './books-scenario.js';
import { lanesScenario } from './lanes-scenario.js';
import { transcodeScenario } from './transcode-scenario.js';
import { slowNetworkScenario } from './slow-network-scenario.js';
import { partyScenario } from './party-scenario.js';
import { ADMIN, prepare } from './prepare.js';
import type { BenchContext, Scenario } from './scenario.js';

// lanes and transcode restart the server (transcode last: with its worker off, then on), and leave it for the finally below.
const SCENARIOS: Scenario[] = [...apiScenarios, hostCallsScenario, hostScaleScenario, ingestScenario, publicJsScenario, lighthouseScenario, slowNetworkScenario, partyScenario, booksScenario, lanesScenario, transcodeScenario];

const { values: args } = parseArgs({
  options: {
    dialect: { type: 'string', default: 'sqlite' },
    divisor: { type: 'string', default: '1' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    only: { type: 'string' },
  },
});
const dialect = args.dialect === 'postgres' ? 'postgres' : 'sqlite';
const divisor = Number(args.divisor);
const connections = Number(args.connections);
const seconds = Number(args.seconds);
const only = args.only?.split(',');
const unknown = only?.filter((n) => !SCENARIOS.some((s) => s.name === n));
if (unknown?.length) throw new Error(`unknown --only ${unknown.join(',')}; known: ${SCENARIOS.map((s) => s.name).join(',')}`);
const log = (m: string) => console.log(`[bench] ${m}`);

const rows: string[][] = [];
const loadBefore = os.loadavg()[0]!;
const prepared = await prepare(dialect, divisor, log);
// A scenario may restart the server (ctx.server); the one running at the end is stopped below.
let current = { server: await startBenchServer(prepared) };
const { server } = current;
const config = loadConfig({ DATA_DIR: prepared.dataDir, DATABASE_URL: prepared.databaseUrl, LOG_LEVEL: 'silent' });
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const store = await createObjectStore(config);

try {
  const signIn = async (url: string, body: object) => {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.base }, body: JSON.stringify(body) });
    const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    if (!cookie) throw new Error(`sign-in at ${url} failed: ${res.status}`);
    return cookie;
  };
  const { email, password } = prepared.seed.bigHost;
  const ctx: BenchContext = {
    prepared,
    server,
    db: database.db,
    store,
    load: { connections, seconds },
    rounds: Number(args.rounds),
    hostCookie: await signIn(`${server.base}/api/login`, { email, password }),
    adminCookie: await signIn(`${server.base}/admin-api/login`, ADMIN),
    selected: (name) => !only || only.includes(name),
    record(what, figure, target, ok) {
      rows.push([what, figure, target, ok === null ? '-' : ok ? 'met' : 'MISSED']);
      log(`${what}: ${figure} (target ${target})`);
    },
  };
  current = ctx;
  for (const s of SCENARIOS) if (ctx.selected(s.name)) await s.run(ctx);
} finally {
  await current.server.stop();
  store.close?.();
  await database.close();
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const table = [
  `Run ${new Date().toISOString()} on ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ${dialect}, size 1/${divisor}, ${connections} connections, ${args.rounds} rounds × ${seconds} s per load (medians); load average at the start ${loadBefore.toFixed(1)}.`,
  '',
  '| what | figure | target | |',
  '|---|---|---|---|',
  ...rows.map((r) => `| ${r.join(' | ')} |`),
].join('\n');
console.log(`\n${table}`);
mkdirSync('bench/.data', { recursive: true });
if (!only) writeFileSync(`bench/.data/last-results-${dialect}.md`, `${table}\n`);
