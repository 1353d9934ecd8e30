import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { startBenchServer } from './bench-server.js';
import { addMessages, removeMessages, seededHost } from './keepsake-hosts.js';
import type { BenchContext, Scenario } from './scenario.js';

const ALBUMS = 3;
const ALBUM_MESSAGES = 100;
const GUESTS = 3;
const WAIT_MS = 20 * 60_000;

const tone = (seconds: number, args: string[]) =>
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `sine=frequency=220:duration=${seconds}`, '-ac', '1', ...args, 'pipe:1'], { maxBuffer: 64 << 20 });

/**
 * The job lanes (docs/decisions/071): three hosts each start an album of 100 one-minute messages (real MP3 copies in the store); then,
 * while those build, guests leave messages on a fourth host's page, whose host gets a mail for each. Measured: from
 * each guest's upload to the message's playable copy, and to its new-message mail sent (its job done).
 */
export const lanesScenario: Scenario = {
  name: 'lanes',
  async run(ctx) {
    const tag = `lanes-${Date.now()}`;
    const mp3 = tone(59, ['-c:a', 'libmp3lame', '-b:a', '64k', '-ar', '44100', '-f', 'mp3']);
    const keys = Array.from({ length: ALBUM_MESSAGES }, (_, i) => `playable/${tag}-${i}.mp3`);
    for (const key of keys) await ctx.store.put(key, mp3, 'audio/mpeg');
    const builders: string[] = [];
    try {
      for (let a = 0; a < ALBUMS; a++) {
        const host = await seededHost(ctx, 21 + a);
        builders.push(host.profileId);
        const ids = await addMessages(ctx, host.profileId, ALBUM_MESSAGES, `${tag}-${a}`, (i) => `/objects/${keys[i]}`);
        const res = await fetch(`${ctx.server.base}/api/keepsake/album`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ctx.server.base, cookie: host.cookie },
          body: JSON.stringify({ messageIds: ids, timeZone: 'UTC' }),
        });
        if (res.status !== 202) throw new Error(`album start: ${res.status} ${await res.text()}`);
      }
      await until(async () => (await albumJobs(ctx, builders)).some((j) => j.status === 'running'), 60_000);

      const page = await seededHost(ctx, 24);
      await ctx.db.deleteFrom('notificationSettings').where('creatorProfileId', '=', page.profileId).execute();
      await ctx.db.insertInto('notificationSettings').values({ creatorProfileId: page.profileId, newMessageMail: 'each', updatedAt: Date.now() } as never).execute();
      const recording = tone(20, ['-c:a', 'libopus', '-b:a', '32k', '-f', 'webm']);
      const results: { copyMs: number; mailMs: number }[] = [];
      const outbox = path.join(ctx.prepared.dataDir, 'outbox');
      const mailsBefore = countFiles(outbox);
      await Promise.all(
        Array.from({ length: GUESTS }, async (_, g) => {
          await new Promise((r) => setTimeout(r, g * 5000));
          const started = performance.now();
          const id = await sendMessage(ctx, page.profileId, recording, `${tag}-guest-${g}`);
          let copyMs = NaN;
          let mailMs = NaN;
          await until(async () => {
            const m = await ctx.db.selectFrom('voiceMessages').select('playablePath').where('id', '=', id).executeTakeFirst();
            if (Number.isNaN(copyMs) && m?.playablePath) copyMs = performance.now() - started;
            const job = await ctx.db.selectFrom('jobs').select('status').where('kind', '=', 'message-arrived').where('key', '=', `voice-message:${id}`).executeTakeFirst();
            if (Number.isNaN(mailMs) && job?.status === 'done') mailMs = performance.now() - started;
            return !Number.isNaN(copyMs) && !Number.isNaN(mailMs);
          }, WAIT_MS).catch(() => undefined);
          results.push({ copyMs, mailMs });
        }),
      );
      const stillBuilding = (await albumJobs(ctx, builders)).filter((j) => j.status === 'running' || j.status === 'queued').length;
      const mails = countFiles(outbox) - mailsBefore;
      const worst = (pick: (r: { copyMs: number; mailMs: number }) => number) => Math.max(...results.map((r) => (Number.isNaN(pick(r)) ? Infinity : pick(r))));
      const s = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : `> ${WAIT_MS / 60_000} min`);
      ctx.record(
        `a new message's playable copy and its new-message mail while ${ALBUMS} hosts' albums of ${ALBUM_MESSAGES} one-minute messages build`,
        `${GUESTS} guests 5 s apart: copy ready after ${results.map((r) => s(r.copyMs)).join(', ')}; mail sent after ${results.map((r) => s(r.mailMs)).join(', ')} ` +
          `(${mails} mails in the outbox); albums still queued or building when the last was measured: ${stillBuilding} of ${ALBUMS}`,
        '<= 30 s for copy and mail',
        worst((r) => r.copyMs) <= 30_000 && worst((r) => r.mailMs) <= 30_000,
      );
    } finally {
      // Stops the albums: the server goes, their jobs and rows with it, and a fresh one takes its place.
      await ctx.server.stop();
      const jobs = await albumJobs(ctx, builders);
      if (jobs.length) await ctx.db.deleteFrom('jobs').where('id', 'in', jobs.map((j) => j.id)).execute();
      if (builders.length) await ctx.db.deleteFrom('albums').where('profileId', 'in', builders).execute();
      for (let a = 0; a < ALBUMS; a++) await removeMessages(ctx, `${tag}-${a}`);
      await removeMessages(ctx, `${tag}-guest`);
      for (const key of keys) await ctx.store.delete(key);
      ctx.server = await startBenchServer(ctx.prepared);
    }
  },
};

async function albumJobs(ctx: BenchContext, profileIds: string[]) {
  const jobs = await ctx.db.selectFrom('jobs').select(['id', 'status', 'payload']).where('kind', '=', 'album-build').execute();
  return jobs.filter((j) => profileIds.some((p) => j.payload.includes(p)));
}

function countFiles(dir: string): number {
  try {
    return readdirSync(dir).length;
  } catch {
    return 0;
  }
}

async function until(ok: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function sendMessage(ctx: BenchContext, profileId: string, recording: Buffer, email: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(recording)], { type: 'audio/webm' }), 'message.webm');
  const up = await fetch(`${ctx.server.base}/api/voice-upload`, { method: 'POST', headers: { origin: ctx.server.base }, body: form });
  if (up.status !== 200) throw new Error(`upload ${up.status} ${await up.text()}`);
  const { path: audioPath } = (await up.json()) as { path: string };
  const res = await fetch(`${ctx.server.base}/api/voice-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ctx.server.base },
    body: JSON.stringify({ creatorProfileId: profileId, senderName: 'A guest', senderEmail: `${email}@bench.example`, audioPath, duration: 20 }),
  });
  if (res.status !== 201) throw new Error(`message ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}
