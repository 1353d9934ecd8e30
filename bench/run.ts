// npm run bench [-- --dialect sqlite|postgres] [--divisor 1] [--connections 50] [--seconds 10]
// Seeds (once) a marketing-scale database, starts the app in a child process, and measures it against a
// baseline run in the same run. Figures go to stdout and bench/.data/last-results.md.
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { createReadStream, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { load, percentile, withRssGrowth } from './measure.js';
import { ADMIN, prepare } from './prepare.js';

const { values: args } = parseArgs({
  options: {
    dialect: { type: 'string', default: 'sqlite' },
    divisor: { type: 'string', default: '1' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
  },
});
const dialect = args.dialect === 'postgres' ? 'postgres' : 'sqlite';
const divisor = Number(args.divisor);
const connections = Number(args.connections);
const seconds = Number(args.seconds);
const log = (m: string) => console.log(`[bench] ${m}`);

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const rows: string[][] = [];
const record = (what: string, figure: string, target: string, ok: boolean | null) => {
  rows.push([what, figure, target, ok === null ? '-' : ok ? 'met' : 'MISSED']);
  log(`${what}: ${figure} (target ${target})`);
};

const prepared = await prepare(dialect, divisor, log);
const [port, baselinePort] = [await freePort(), await freePort()];
const base = `http://127.0.0.1:${port}`;
const child: ChildProcess = fork(path.resolve('bench/server.ts'), {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, DATA_DIR: prepared.dataDir, DATABASE_URL: prepared.databaseUrl ?? '', PORT: String(port), BASELINE_PORT: String(baselinePort), LOG_LEVEL: 'silent', NODE_ENV: 'production' },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
await new Promise<void>((resolve, reject) => {
  child.once('message', () => resolve());
  child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
});
const pid = child.pid!;

try {
  const json = { 'content-type': 'application/json', origin: base };
  const loginRes = await fetch(`${base}/api/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: prepared.seed.bigHost.email, password: prepared.seed.bigHost.password }) });
  const hostCookie = loginRes.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const adminRes = await fetch(`${base}/admin-api/login`, { method: 'POST', headers: json, body: JSON.stringify(ADMIN) });
  const adminCookie = adminRes.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!hostCookie || !adminCookie) throw new Error(`sign-in failed: host ${loginRes.status}, admin ${adminRes.status}`);

  const opts = { connections, seconds };
  const baseline = await load(`http://127.0.0.1:${baselinePort}/baseline`, opts);
  record('bare Fastify route, same JSON bytes (baseline)', `${baseline.rps.toFixed(0)} req/s, p50 ${baseline.p50} ms, p99 ${baseline.p99} ms`, '-', null);

  const profile = await load(`${base}/api/profile/${prepared.seed.bigHost.username}`, opts);
  const ratio = profile.rps / baseline.rps;
  record('GET /api/profile/{username}', `${profile.rps.toFixed(0)} req/s (${ratio.toFixed(2)} of baseline), p99 ${profile.p99} ms, errors ${profile.errors + profile.non2xx}`, '>= 0.6 of baseline, p99 < 25 ms', ratio >= 0.6 && profile.p99 < 25);

  const stats = await load(`${base}/api/dashboard/stats?tz=Europe/Berlin`, { ...opts, headers: { cookie: hostCookie } });
  record('GET /api/dashboard/stats (largest host)', `${stats.rps.toFixed(0)} req/s (${(stats.rps / baseline.rps).toFixed(2)}), p99 ${stats.p99} ms, errors ${stats.errors + stats.non2xx}`, 'p99 < 15 ms', stats.p99 < 15 && stats.non2xx === 0);

  const messages = await load(`${base}/api/voice-messages?limit=10`, { ...opts, headers: { cookie: hostCookie } });
  record('GET /api/voice-messages, 10 newest (largest host)', `${messages.rps.toFixed(0)} req/s (${(messages.rps / baseline.rps).toFixed(2)}), p99 ${messages.p99} ms, errors ${messages.errors + messages.non2xx}`, 'p99 < 15 ms', messages.p99 < 15 && messages.non2xx === 0);

  const users = await load(`${base}/admin-api/users?limit=100&offset=5000`, { ...opts, headers: { cookie: adminCookie } });
  record(`GET /admin-api/users, page of 100 with stats, ${prepared.seed.counts.users} users`, `${users.rps.toFixed(0)} req/s, p99 ${users.p99} ms, errors ${users.errors + users.non2xx}`, 'p99 < 100 ms', users.p99 < 100 && users.non2xx === 0);

  const csv = await withRssGrowth(pid, async () => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/email-subscribers.csv`, { headers: { cookie: hostCookie } });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines++;
    }
    return { ms: performance.now() - t0, bytes, lines, status: res.status };
  });
  const csvRows = csv.result.lines - 1;
  record(`subscribers CSV of the largest host (${csvRows} rows)`, `${(csv.result.ms / 1000).toFixed(2)} s, ${(csv.result.bytes / 1e6).toFixed(1)} MB, RSS growth ${csv.growthMb.toFixed(0)} MB`, 'streamed; < 3 s; RSS growth < 100 MB', csv.result.status === 200 && csv.result.ms < 3000 && csv.growthMb < 100);

  // Baseline for the ZIP: reading the same files straight from disk, in this run.
  const t0 = performance.now();
  let diskBytes = 0;
  for (const f of prepared.galleryFiles) for await (const chunk of createReadStream(f)) diskBytes += (chunk as Buffer).length;
  const diskMbps = diskBytes / 1e6 / ((performance.now() - t0) / 1000);
  const zip = await withRssGrowth(pid, async () => {
    const t1 = performance.now();
    const res = await fetch(`${base}/api/gallery/${prepared.gallerySlug}/download`);
    let bytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    return { mbps: bytes / 1e6 / ((performance.now() - t1) / 1000), bytes, status: res.status };
  });
  const zipRatio = zip.result.mbps / diskMbps;
  record(`gallery ZIP of ${(diskBytes / 1e9).toFixed(2)} GB`, `${zip.result.mbps.toFixed(0)} MB/s vs disk ${diskMbps.toFixed(0)} MB/s (${zipRatio.toFixed(2)}), RSS growth ${zip.growthMb.toFixed(0)} MB`, '>= 0.7 of baseline; RSS growth < 100 MB', zip.result.status === 200 && zipRatio >= 0.7 && zip.growthMb < 100);

  // Voice ingest: 200 guests at once, each uploading a 60 s, ~600 KB recording and sending the message.
  const audio = execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'anoisesrc=d=59:c=pink:a=0.3', '-ac', '1', '-ar', '48000', '-c:a', 'libopus', '-b:a', '80k', '-f', 'webm', 'pipe:1'], { maxBuffer: 16 << 20 });
  const target = await (await fetch(`${base}/api/profile/host_1`)).json();
  const guests = 200;
  const uploadMs: number[] = [];
  const messageMs: number[] = [];
  let failures = 0;
  await Promise.all(
    Array.from({ length: guests }, async (_, i) => {
      try {
        const form = new FormData();
        form.append('file', new Blob([audio], { type: 'audio/webm' }), 'message.webm');
        const a = performance.now();
        const up = await fetch(`${base}/api/voice-upload`, { method: 'POST', body: form, headers: { origin: base } });
        uploadMs.push(performance.now() - a);
        if (up.status !== 200) throw new Error(`upload ${up.status}`);
        const { path: audioPath } = await up.json();
        const b = performance.now();
        const msg = await fetch(`${base}/api/voice-messages`, { method: 'POST', headers: json, body: JSON.stringify({ creatorProfileId: target.profile.id, senderEmail: `ingest${i}@bench.example`, senderName: `Guest ${i}`, audioPath, duration: 59, subscribeToNewsletter: true }) });
        messageMs.push(performance.now() - b);
        if (msg.status !== 201) throw new Error(`message ${msg.status}`);
      } catch (err) {
        failures++;
        if (failures < 4) log(`ingest failure: ${(err as Error).message}`);
      }
    }),
  );
  const after = await fetch(`${base}/admin-api/users?q=host_1&limit=5`, { headers: { cookie: adminCookie } }).then((r) => r.json());
  const host1 = after.find((u: { profile: { username: string } | null }) => u.profile?.username === 'host_1');
  record(`voice ingest: ${guests} guests at once, ${(audio.length / 1024).toFixed(0)} KB upload + message each`, `${guests - failures} succeeded; upload p99 ${percentile(uploadMs, 99).toFixed(0)} ms, message p99 ${percentile(messageMs, 99).toFixed(0)} ms; host now has ${host1?.stats.voiceMessages} messages`, 'all succeed, none lost, p99 < 1 s per step', failures === 0 && percentile(uploadMs, 99) < 1000 && percentile(messageMs, 99) < 1000);

  // The public page's JavaScript, as a phone downloads it (gzip sizes of every script the page loads).
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const scripts: Buffer[] = [];
    page.on('response', async (r) => {
      if (r.request().resourceType() === 'script') scripts.push(await r.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(`${base}/${prepared.seed.bigHost.username}`, { waitUntil: 'networkidle' });
    const gz = scripts.reduce((n, b) => n + gzipSync(b).length, 0) / 1024;
    record('public page JavaScript (gzip), 375 px', `${gz.toFixed(1)} KB in ${scripts.length} files`, '<= 120 KB gzip', gz <= 120);
  } finally {
    await browser.close();
  }
} finally {
  child.kill('SIGTERM');
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const table = [
  `Run ${new Date().toISOString()} on ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ${dialect}, size 1/${divisor}, ${connections} connections × ${seconds} s.`,
  '',
  '| what | figure | target | |',
  '|---|---|---|---|',
  ...rows.map((r) => `| ${r.join(' | ')} |`),
].join('\n');
console.log(`\n${table}`);
mkdirSync('bench/.data', { recursive: true });
writeFileSync(`bench/.data/last-results-${dialect}.md`, `${table}\n`);
