import { request } from 'node:http';
import { uuidv7 } from 'uuidv7';
import type { BenchContext } from './scenario.js';

/** The seed's host number `i` (bench/seed.ts: every host's password is the same). */
export async function seededHost(ctx: BenchContext, i: number): Promise<{ profileId: string; cookie: string }> {
  const { id } = await ctx.db.selectFrom('creatorProfiles').select('id').where('username', '=', `host_${i}`).executeTakeFirstOrThrow();
  const res = await fetch(`${ctx.server.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ctx.server.base },
    body: JSON.stringify({ email: `host${i}@bench.example`, password: 'benchmark password' }),
  });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error(`sign-in of host_${i} failed: ${res.status}`);
  return { profileId: id, cookie };
}

/**
 * Adds `count` guest messages to a profile, straight in the database, their sender's address tagged with `tag` so
 * they can be removed again (removeMessages); `playable(i)` gives the i-th its playable copy's path.
 */
export async function addMessages(ctx: BenchContext, profileId: string, count: number, tag: string, playable?: (i: number) => string): Promise<string[]> {
  const ids: string[] = [];
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => {
    const id = uuidv7();
    ids.push(id);
    return {
      id,
      creatorProfileId: profileId,
      senderName: `Guest ${i} with a longer name`,
      senderEmail: `${tag}-${i}@bench.example`,
      audioPath: `/objects/voice/${tag}-${i}.webm`,
      duration: 59,
      playablePath: playable?.(i) ?? null,
      isRead: 0,
      isPlayed: 0,
      hasReplied: 0,
      createdAt: now - (count - i) * 60_000,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await ctx.db.insertInto('voiceMessages').values(rows.slice(i, i + 500) as never).execute();
  return ids;
}

export async function removeMessages(ctx: BenchContext, tag: string): Promise<void> {
  await ctx.db.deleteFrom('voiceMessages').where('senderEmail', 'like', `${tag}-%`).execute();
}

/** One GET through node:http, timed (ms); the body is read and dropped. */
export function timedGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; ms: number; bytes: Buffer }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Asks for /api/health one request after another until `stop` resolves; each answer's time in ms. */
export async function sampleHealth(base: string, stop: Promise<unknown>): Promise<number[]> {
  let done = false;
  void stop.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const r = await timedGet(`${base}/api/health`);
    times.push(r.ms);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times;
}
