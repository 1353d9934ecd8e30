import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { PARTY_LIMITS } from '../src/shared/party.schemas.js';
import { deleteObject, keyFromPath } from '../src/server/storage/stored-objects.service.js';
import { cpuMs, load, percentile, rssMb } from './measure.js';
import type { Scenario } from './scenario.js';

const SCREENS = 50;
const MESSAGE_EVERY_MS = 5_000;
/** Each phase's length: 600 (ten minutes of a party) unless BENCH_PARTY_SECONDS says shorter. */
const PHASE_SECONDS = Number(process.env.BENCH_PARTY_SECONDS ?? 600);

/** A 3 s mono Opus recording in WebM: a short guest's message. */
const recording = () =>
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'anoisesrc=d=3:c=pink:a=0.3', '-ac', '1', '-ar', '48000', '-c:a', 'libopus', '-b:a', '32k', '-f', 'webm', 'pipe:1']);

function send(url: string, opts: { method?: string; body?: Buffer; headers?: Record<string, string> } = {}): Promise<{ status: number; text: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const headers = { ...opts.headers, ...(opts.body ? { 'content-length': String(opts.body.length) } : {}) };
    const req = request(url, { method: opts.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

/**
 * The party screen's cost (docs/decisions/081): the largest host's screen open in 50 browsers, each asking for the feed
 * every PARTY_LIMITS.pollMs with the ETag of its last answer (as a browser's cache does), while a guest sends a message
 * (upload + send, name box ticked) every 5 s. Measured against the same messages with no screen open, phase for phase:
 * the server's CPU and resident memory, and how long a new message took to reach a screen.
 */
export const partyScenario: Scenario = {
  name: 'party',
  async run(ctx) {
    const { base, pid } = ctx.server;
    const headers = { cookie: ctx.hostCookie, origin: base };
    const on = await send(`${base}/api/party-screen`, { method: 'POST', headers });
    if (on.status !== 200) throw new Error(`party screen: ${on.status} ${on.text}`);
    const feedUrl = `${base}/api/party/${new URL(JSON.parse(on.text).url as string).pathname.split('/').pop()}`;
    const profileId = ctx.prepared.seed.bigHost.profileId;
    const audio = recording();
    const runTag = `party-${Date.now()}`;
    const boundary = `----voxbook-party-${Date.now()}`;
    const upload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="m.webm"\r\nContent-Type: audio/webm\r\n\r\n`),
      audio,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    let sentCount = 0;
    const sentAt = new Map<number, number>();

    /** One guest's message; resolves with the server's count after it (read by the screens). */
    const guest = async () => {
      const up = await send(`${base}/api/voice-upload`, { method: 'POST', body: upload, headers: { origin: base, 'content-type': `multipart/form-data; boundary=${boundary}` } });
      if (up.status !== 200) throw new Error(`upload ${up.status} ${up.text.slice(0, 100)}`);
      const n = ++sentCount;
      const body = { creatorProfileId: profileId, senderEmail: `${runTag}-${n}@bench.example`, senderName: `Guest ${n}`, audioPath: JSON.parse(up.text).path, duration: 3, showNameOnPartyScreen: true };
      const msg = await send(`${base}/api/voice-messages`, { method: 'POST', body: Buffer.from(JSON.stringify(body)), headers: { origin: base, 'content-type': 'application/json' } });
      if (msg.status !== 201) throw new Error(`message ${msg.status} ${msg.text.slice(0, 100)}`);
      sentAt.set(n, Date.now());
    };

    const phase = async (screens: number) => {
      const cpuBefore = cpuMs(pid);
      const rssBefore = rssMb(pid);
      let rssPeak = rssBefore;
      const started = Date.now();
      const until = started + PHASE_SECONDS * 1000;
      const feedMs: number[] = [];
      const seenMs: number[] = [];
      let answers200 = 0;
      let answers304 = 0;
      let failures = 0;
      const firstNameAt = new Map<string, number>();
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 250);
      const guests = (async () => {
        while (Date.now() < until) {
          const next = Date.now() + MESSAGE_EVERY_MS;
          await guest().catch(() => failures++);
          await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
        }
      })();
      const screen = async (i: number) => {
        // Screens opened over one poll interval, as they would be: not all in the same millisecond.
        await new Promise((r) => setTimeout(r, (i * PARTY_LIMITS.pollMs) / screens));
        let etag: string | undefined;
        while (Date.now() < until) {
          const a = performance.now();
          const res = await send(feedUrl, { headers: etag ? { 'if-none-match': etag } : {} }).catch(() => ({ status: 0, text: '', headers: {} as Record<string, string | string[] | undefined> }));
          feedMs.push(performance.now() - a);
          if (res.status === 200) {
            answers200++;
            etag = res.headers.etag as string;
            const newest = (JSON.parse(res.text) as { names: { name: string }[] }).names[0]?.name;
            const n = newest ? Number(/^Guest (\d+)$/.exec(newest)?.[1]) : NaN;
            if (sentAt.has(n) && !firstNameAt.has(`${i}:${n}`)) {
              firstNameAt.set(`${i}:${n}`, 1);
              seenMs.push(Date.now() - sentAt.get(n)!);
            }
          } else if (res.status === 304) answers304++;
          else failures++;
          await new Promise((r) => setTimeout(r, PARTY_LIMITS.pollMs));
        }
      };
      await Promise.all([guests, ...Array.from({ length: screens }, (_, i) => screen(i))]);
      clearInterval(sampler);
      const seconds = (Date.now() - started) / 1000;
      return { cpuMs: cpuMs(pid) - cpuBefore, seconds, rssBefore, rssPeak, feedMs, seenMs, answers200, answers304, failures };
    };

    try {
      const quiet = await phase(0);
      const busy = await phase(SCREENS);
      const extraCpuPct = (100 * (busy.cpuMs / busy.seconds - quiet.cpuMs / quiet.seconds)) / 1000;
      // The cost of one ask on its own, from a short saturating load: the full answer, then the 304 a screen gets
      // between messages (the phases' difference above is noisy on a shared machine).
      const full = await load(feedUrl, { connections: 10, seconds: ctx.load.seconds, pid });
      const etag = (await send(feedUrl)).headers.etag as string;
      const same = await load(feedUrl, { connections: 10, seconds: ctx.load.seconds, pid, headers: { 'if-none-match': etag } });
      const asks = busy.answers200 + busy.answers304;
      ctx.record(
        `party screen: ${SCREENS} screens open on the largest host, a feed ask every ${PARTY_LIMITS.pollMs / 1000} s each, a message every ${MESSAGE_EVERY_MS / 1000} s, ${PHASE_SECONDS} s per phase`,
        `server CPU ${((100 * busy.cpuMs) / 1000 / busy.seconds).toFixed(1)} % of a core with the screens, ${((100 * quiet.cpuMs) / 1000 / quiet.seconds).toFixed(1)} % with none: ${extraCpuPct.toFixed(2)} % for the ${SCREENS} screens, ${(extraCpuPct / SCREENS).toFixed(3)} % of a core per screen (${((busy.cpuMs - (quiet.cpuMs * busy.seconds) / quiet.seconds) / Math.max(1, asks)).toFixed(2)} ms per ask); RSS ${busy.rssBefore.toFixed(0)} → peak ${busy.rssPeak.toFixed(0)} MB (no screens: ${quiet.rssBefore.toFixed(0)} → ${quiet.rssPeak.toFixed(0)} MB); ${asks} asks (${busy.answers200} answered 200, ${busy.answers304} 304), p50 ${percentile(busy.feedMs, 50).toFixed(1)} ms, p99 ${percentile(busy.feedMs, 99).toFixed(1)} ms; a new name on a screen p50 ${percentile(busy.seenMs, 50).toFixed(0)} ms, max ${Math.max(...busy.seenMs).toFixed(0)} ms after its send; ${busy.failures + quiet.failures} failures. One ask alone (10 connections, ${ctx.load.seconds} s): ${full.cpuUs?.toFixed(0)} µs of server CPU for a full answer (${full.rps.toFixed(0)} req/s), ${same.cpuUs?.toFixed(0)} µs for a 304 (${same.rps.toFixed(0)} req/s)`,
        'under 5 % of a core for the 50 screens (0.1 % each); a name on screen within 10 s',
        busy.failures + quiet.failures === 0 && extraCpuPct < 5 && Math.max(...busy.seenMs) < 10_000,
      );
    } finally {
      await send(`${base}/api/party-screen`, { method: 'DELETE', headers });
      const sent = await ctx.db.selectFrom('voiceMessages').select(['id', 'audioPath', 'playablePath']).where('senderEmail', 'like', `${runTag}-%`).execute();
      for (const m of sent) {
        await ctx.db.deleteFrom('voiceMessages').where('id', '=', m.id).execute();
        for (const p of [m.audioPath, m.playablePath]) {
          const key = keyFromPath(p);
          if (key) await deleteObject(ctx, key);
        }
      }
    }
  },
};
