import { createReadStream } from 'node:fs';
import { get } from 'node:http';
import { cpuMs, load, type LoadResult, withRssGrowth } from './measure.js';
import { CLIENT_COOKIE } from '../src/server/plugins/client-id.js';
import type { BenchContext, Scenario } from './scenario.js';

const latency = (r: LoadResult) =>
  `p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors + r.non2xx}${r.cpuUs === undefined ? '' : `, server CPU ${r.cpuUs.toFixed(0)} µs/request`}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Rounds {
  /** Median over the rounds of req/s, p50 and p99; errors summed. */
  target: LoadResult;
  baseline: LoadResult | null;
  /** Median over the rounds of target req/s ÷ baseline req/s, each pair measured back to back. */
  ratio: number;
}

/**
 * The target and the bare baseline, back to back, `rounds` times. Other work on a shared machine comes and goes
 * within seconds; pairing each target run with a baseline run next to it, and taking medians, keeps a burst of
 * it from deciding a row. While profiling (BENCH_CPU_PROF) the baseline is left out: it would blur the profile.
 */
async function measure(ctx: BenchContext, url: string, cookie?: string, withBaseline = true): Promise<Rounds> {
  const runs: { t: LoadResult; b: LoadResult | null }[] = [];
  const useBaseline = withBaseline && !(process.env.BENCH_CPU_PROF && !ctx.selected('baseline'));
  for (let i = 0; i < ctx.rounds; i++) {
    const b = useBaseline ? await load(ctx.server.baselineUrl, { ...ctx.load, pid: ctx.server.pid }) : null;
    const t = await load(url, { ...ctx.load, pid: ctx.server.pid, headers: cookie ? { cookie } : undefined });
    const cpu = (r: LoadResult) => (r.cpuUs === undefined ? '' : `, ${r.cpuUs.toFixed(0)} µs CPU/req`);
    console.log(`[bench]   round ${i + 1}: ${url.replace(ctx.server.base, '')} ${t.rps.toFixed(0)} req/s p99 ${t.p99} ms${cpu(t)}${b ? `; baseline ${b.rps.toFixed(0)} req/s p99 ${b.p99} ms${cpu(b)}` : ''}`);
    runs.push({ t, b });
  }
  const summary = (rs: LoadResult[]): LoadResult => ({
    rps: median(rs.map((r) => r.rps)),
    p50: median(rs.map((r) => r.p50)),
    p99: median(rs.map((r) => r.p99)),
    cpuUs: rs.every((r) => r.cpuUs !== undefined) ? median(rs.map((r) => r.cpuUs!)) : undefined,
    errors: rs.reduce((n, r) => n + r.errors, 0),
    non2xx: rs.reduce((n, r) => n + r.non2xx, 0),
  });
  const baselines = runs.flatMap((r) => (r.b ? [r.b] : []));
  return {
    target: summary(runs.map((r) => r.t)),
    baseline: baselines.length ? summary(baselines) : null,
    ratio: baselines.length ? median(runs.map((r) => r.t.rps / r.b!.rps)) : NaN,
  };
}

const ok = (r: LoadResult) => r.errors === 0 && r.non2xx === 0;
const vsBaseline = (m: Rounds) =>
  m.baseline
    ? ` (${m.ratio.toFixed(2)} of baseline; baseline ${m.baseline.rps.toFixed(0)} req/s, p99 ${m.baseline.p99} ms${m.baseline.cpuUs === undefined ? '' : `, ${m.baseline.cpuUs.toFixed(0)} µs CPU/request`})`
    : '';

export const apiScenarios: Scenario[] = [
  {
    name: 'profile',
    async run(ctx) {
      const url = `${ctx.server.base}/api/profile/${ctx.prepared.seed.bigHost.username}`;
      // The guest page asks every 5 s with the client id its first ask was given (plugins/client-id.ts): the call
      // as a visitor makes it a dozen times a minute. A first visit, which is given its id, is the next row.
      const m = await measure(ctx, url, `${CLIENT_COOKIE}=bench-guest-browser-id`);
      const r = m.target;
      ctx.record('GET /api/profile/{username}', `${r.rps.toFixed(0)} req/s${vsBaseline(m)}, ${latency(r)}`, '>= 0.8 of baseline req/s, p99 < 25 ms', ok(r) && m.ratio >= 0.8 && r.p99 < 25);
      const first = await measure(ctx, url);
      const f = first.target;
      ctx.record('GET /api/profile/{username}, a first visit (a client id is issued)', `${f.rps.toFixed(0)} req/s${vsBaseline(first)}, ${latency(f)}`, 'p99 < 25 ms', ok(f) && f.p99 < 25);
    },
  },
  {
    name: 'stats',
    async run(ctx) {
      const m = await measure(ctx, `${ctx.server.base}/api/dashboard/stats?tz=Europe/Berlin`, ctx.hostCookie);
      const r = m.target;
      ctx.record('GET /api/dashboard/stats (largest host)', `${r.rps.toFixed(0)} req/s${vsBaseline(m)}, ${latency(r)}`, 'p99 <= 10 ms', ok(r) && r.p99 <= 10);
    },
  },
  {
    name: 'messages',
    async run(ctx) {
      const m = await measure(ctx, `${ctx.server.base}/api/voice-messages?limit=10`, ctx.hostCookie);
      const r = m.target;
      ctx.record('GET /api/voice-messages, 10 newest (largest host)', `${r.rps.toFixed(0)} req/s${vsBaseline(m)}, ${latency(r)}`, 'p99 <= 10 ms', ok(r) && r.p99 <= 10);
    },
  },
  {
    name: 'users',
    async run(ctx) {
      const m = await measure(ctx, `${ctx.server.base}/admin-api/users?limit=100&offset=5000`, ctx.adminCookie, false);
      const r = m.target;
      ctx.record(`GET /admin-api/users, page of 100 with stats, ${ctx.prepared.seed.counts.users} users`, `${r.rps.toFixed(0)} req/s, ${latency(r)}`, 'p99 <= 60 ms', ok(r) && r.p99 <= 60);
    },
  },
  {
    name: 'csv',
    async run(ctx) {
      const csv = await withRssGrowth(ctx.server.pid, async () => {
        const t0 = performance.now();
        const res = await fetch(`${ctx.server.base}/api/email-subscribers.csv`, { headers: { cookie: ctx.hostCookie } });
        let bytes = 0;
        let lines = 0;
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          bytes += chunk.length;
          for (const b of chunk) if (b === 10) lines++;
        }
        return { ms: performance.now() - t0, bytes, lines, status: res.status };
      });
      const { ms, bytes, lines, status } = csv.result;
      ctx.record(
        `subscribers CSV of the largest host (${lines - 1} rows)`,
        `${(ms / 1000).toFixed(2)} s, ${(bytes / 1e6).toFixed(1)} MB, RSS growth ${csv.growthMb.toFixed(0)} MB`,
        'streamed; < 3 s; RSS growth < 100 MB',
        status === 200 && ms < 3000 && csv.growthMb < 100,
      );
    },
  },
  {
    name: 'zip',
    async run(ctx) {
      // Baseline: reading the same files straight from disk (page cache), in this run, next to each download.
      const readAll = async () => {
        const t0 = performance.now();
        let bytes = 0;
        for (const f of ctx.prepared.galleryFiles) for await (const chunk of createReadStream(f)) bytes += (chunk as Buffer).length;
        return { bytes, mbps: bytes / 1e6 / ((performance.now() - t0) / 1000) };
      };
      await readAll();
      const rounds: { disk: { bytes: number; mbps: number }; http: number; zip: { mbps: number; bytes: number; status: number; busy: number }; growthMb: number }[] = [];
      const mbpsOf = (bytes: number, ms: number) => bytes / 1e6 / (ms / 1000);
      for (let i = 0; i < ctx.rounds; i++) {
        const disk = await readAll();
        const t0 = performance.now();
        const files = await download(ctx.server.filesUrl);
        const http = mbpsOf(files.bytes, performance.now() - t0);
        const zip = await withRssGrowth(ctx.server.pid, async () => {
          const [t1, cpu1] = [performance.now(), cpuMs(ctx.server.pid)];
          // node:http rather than fetch: WHATWG streams in this client capped the figure below what the server sent.
          const { status, bytes } = await download(`${ctx.server.base}/api/gallery/${ctx.prepared.gallerySlug}/download`);
          const ms = performance.now() - t1;
          // The server's CPU time over the download's wall time (1 = one core busy throughout).
          return { mbps: mbpsOf(bytes, ms), bytes, status, busy: (cpuMs(ctx.server.pid) - cpu1) / ms };
        });
        console.log(
          `[bench]   round ${i + 1}: ZIP ${zip.result.mbps.toFixed(0)} MB/s (server busy ${(zip.result.busy * 100).toFixed(0)} % of a core), disk ${disk.mbps.toFixed(0)} MB/s, the files over bare HTTP ${http.toFixed(0)} MB/s, RSS growth ${zip.growthMb.toFixed(0)} MB`,
        );
        rounds.push({ disk, http, zip: zip.result, growthMb: zip.growthMb });
      }
      const ratio = median(rounds.map((r) => r.zip.mbps / r.disk.mbps));
      const httpRatio = median(rounds.map((r) => r.zip.mbps / r.http));
      const growth = Math.max(...rounds.map((r) => r.growthMb));
      const bytesOk = rounds.every((r) => r.zip.status === 200 && r.zip.bytes > r.disk.bytes);
      ctx.record(
        `gallery ZIP of ${(rounds[0]!.disk.bytes / 1e9).toFixed(2)} GB`,
        `${median(rounds.map((r) => r.zip.mbps)).toFixed(0)} MB/s vs disk ${median(rounds.map((r) => r.disk.mbps)).toFixed(0)} MB/s (${ratio.toFixed(2)}, median of ${rounds.length} paired rounds); the same files sent by a bare server ${median(rounds.map((r) => r.http)).toFixed(0)} MB/s (ZIP ${httpRatio.toFixed(2)} of it); server busy ${(median(rounds.map((r) => r.zip.busy)) * 100).toFixed(0)} % of a core; RSS growth ${growth.toFixed(0)} MB`,
        '>= 0.7 of baseline; RSS growth < 100 MB',
        bytesOk && ratio >= 0.7 && growth < 100,
      );
    },
  },
];

/** Reads a whole response, counting bytes only. */
function download(url: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    }).on('error', reject);
  });
}
