import { startBenchServer } from './bench-server.js';
import { GUESTS, type Burst, oneBurst, recording } from './ingest-scenario.js';
import { childrenCpuMs } from './measure.js';
import type { BenchContext, Scenario } from './scenario.js';

const AUDIO_SECONDS = 59;
const COPY_TIMEOUT_MS = 30 * 60_000;

interface Copies {
  /** From the burst's start to the last playable copy recorded. */
  lastReadyMs: number;
  /** ffmpeg's CPU for the copies: the server's reaped children over the burst and the copies, less the uploads' decoding. */
  cpuMs: number;
}

/**
 * Playable copies (docs/decisions/018): 200 guests' 59 s messages arrive at once; every one gets its playable copy from the job worker. Each round
 * runs the burst twice, on a server whose worker is off (JOB_CONCURRENCY=0: the uploads and messages without any
 * transcoding, the baseline) and on one whose worker is on; the servers take turns, and only one runs at a time, since
 * both share the database and a worker would otherwise take the other's jobs.
 */
export const transcodeScenario: Scenario = {
  name: 'transcode',
  async run(ctx) {
    const audio = recording();
    const off: Burst[] = [];
    const on: (Burst & Copies)[] = [];
    let decodeCpuPerUpload = 0;
    for (let i = 0; i < ctx.rounds; i++) {
      await ctx.server.stop();
      ctx.server = await startBenchServer(ctx.prepared, { JOB_CONCURRENCY: '0' });
      const before = childrenCpuMs(ctx.server.pid);
      off.push(await oneBurst(ctx, audio));
      decodeCpuPerUpload = (childrenCpuMs(ctx.server.pid) - before) / GUESTS;
      await ctx.server.stop();
      ctx.server = await startBenchServer(ctx.prepared);
      on.push(await burstWithCopies(ctx, audio, decodeCpuPerUpload * GUESTS));
      console.log(`[bench]   round ${i + 1}: without transcoding: ${off.at(-1)!.summary}`);
      console.log(`[bench]   round ${i + 1}: with transcoding: ${on.at(-1)!.summary}; last copy ready after ${(on.at(-1)!.lastReadyMs / 1000).toFixed(1)} s`);
    }
    const median = <T>(xs: T[], pick: (x: T) => number) => [...xs.map(pick)].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const minutes = (GUESTS * AUDIO_SECONDS) / 60;
    const cpuPerMinute = median(on, (b) => b.cpuMs) / minutes;
    const upload = (bs: Burst[]) => `p50 ${median(bs, (b) => b.uploadP50).toFixed(0)} ms, p99 ${median(bs, (b) => b.uploadP99).toFixed(0)} ms`;
    const ratio = median(on, (b) => b.uploadP99) / median(off, (b) => b.uploadP99);
    ctx.record(
      `playable copies: ${GUESTS} guests' ${AUDIO_SECONDS} s messages at once, each made into an MP3 by the job worker`,
      `all ${GUESTS} copies made in ${on.filter((b) => b.ok).length} of ${on.length} rounds; last copy ready ${(median(on, (b) => b.lastReadyMs) / 1000).toFixed(1)} s after the burst began (median); ` +
        `ffmpeg CPU ${(cpuPerMinute / 1000).toFixed(2)} s per minute of audio; upload with the worker on ${upload(on)}, off ${upload(off)} (p99 ratio ${ratio.toFixed(2)}); ` +
        `decoding at upload ${decodeCpuPerUpload.toFixed(0)} ms of ffmpeg CPU per ${AUDIO_SECONDS} s recording`,
      'every copy made; upload latency unchanged by transcoding (p99 ratio <= 1.2)',
      on.every((b) => b.ok) && ratio <= 1.2,
    );
  },
};

async function burstWithCopies(ctx: BenchContext, audio: Buffer, decodeCpuMs: number): Promise<Burst & Copies> {
  const started = performance.now();
  const cpuBefore = childrenCpuMs(ctx.server.pid);
  let copies: Copies = { lastReadyMs: NaN, cpuMs: NaN };
  let made = 0;
  const burst = await oneBurst(ctx, audio, { afterStored: async (runTag) => {
    const deadline = Date.now() + COPY_TIMEOUT_MS;
    for (;;) {
      const rows = await ctx.db
        .selectFrom('voiceMessages')
        .select((eb) => eb.fn.count<number>('playablePath').as('made'))
        .where('senderEmail', 'like', `${runTag}-%`)
        .executeTakeFirstOrThrow();
      made = Number(rows.made);
      if (made >= GUESTS || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    copies = { lastReadyMs: performance.now() - started, cpuMs: childrenCpuMs(ctx.server.pid) - cpuBefore - decodeCpuMs };
  } });
  return { ...burst, ...copies, ok: burst.ok && made === GUESTS, summary: `${burst.summary}; ${made} copies` };
}
