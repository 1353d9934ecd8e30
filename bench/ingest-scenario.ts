import { execFileSync } from 'node:child_process';
import { percentile } from './measure.js';
import type { BenchContext, Scenario } from './scenario.js';
import { deleteObject, keyFromPath } from '../src/server/storage/uploads.js';

const GUESTS = 200;

/** A 59 s mono Opus recording in WebM, ~600 KB: what a guest's browser uploads for a long message. */
const recording = () =>
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'anoisesrc=d=59:c=pink:a=0.3', '-ac', '1', '-ar', '48000', '-c:a', 'libopus', '-b:a', '80k', '-f', 'webm', 'pipe:1'], {
    maxBuffer: 16 << 20,
  });

function multipartFile(bytes: Buffer, fileName: string, type: string) {
  const boundary = `----voxbook-bench-${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * 200 guests at once, each uploading a recording and then sending the message. "None lost" is checked
 * where it matters: the rows in the database and the objects in the store, counted after the run.
 */
export const ingestScenario: Scenario = {
  name: 'ingest',
  async run(ctx) {
    const { base } = ctx.server;
    const audio = recording();
    // One multipart body for all: 200 browsers each encode their own, and this one client encoding 200 FormData
    // streams at once was measuring itself rather than the server.
    const upload = multipartFile(audio, 'message.webm', 'audio/webm');
    const target = (await (await fetch(`${base}/api/profile/host_1`)).json()) as { profile: { id: string } };
    const runTag = `ingest-${Date.now()}`;
    const uploadMs: number[] = [];
    const messageMs: number[] = [];
    const failures: string[] = [];
    await Promise.all(
      Array.from({ length: GUESTS }, async (_, i) => {
        try {
          const a = performance.now();
          const up = await fetch(`${base}/api/voice-upload`, { method: 'POST', body: upload.body, headers: { origin: base, 'content-type': upload.contentType } });
          const upBody = await up.text();
          uploadMs.push(performance.now() - a);
          if (up.status !== 200) throw new Error(`upload ${up.status} ${upBody.slice(0, 100)}`);
          const { path: audioPath } = JSON.parse(upBody) as { path: string };
          const b = performance.now();
          const msg = await fetch(`${base}/api/voice-messages`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: base },
            body: JSON.stringify({ creatorProfileId: target.profile.id, senderEmail: `${runTag}-${i}@bench.example`, senderName: `Guest ${i}`, audioPath, duration: 59, subscribeToNewsletter: true }),
          });
          await msg.arrayBuffer();
          messageMs.push(performance.now() - b);
          if (msg.status !== 201) throw new Error(`message ${msg.status}`);
        } catch (err) {
          failures.push((err as Error).message);
        }
      }),
    );
    for (const f of failures.slice(0, 3)) console.log(`[bench] ingest failure: ${f}`);

    const rows = await ctx.db
      .selectFrom('voiceMessages')
      .select(['audioPath'])
      .where('creatorProfileId', '=', target.profile.id)
      .where('senderEmail', 'like', `${runTag}-%`)
      .execute();
    const subscribers = await ctx.db
      .selectFrom('emailSubscribers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('creatorProfileId', '=', target.profile.id)
      .where('email', 'like', `${runTag}-%`)
      .executeTakeFirstOrThrow();
    let objects = 0;
    for (const r of rows) {
      const key = keyFromPath(r.audioPath);
      const info = key ? await ctx.store.head(key) : null;
      if (info && info.size === audio.length) objects++;
    }
    const upP99 = percentile(uploadMs, 99);
    const msgP99 = percentile(messageMs, 99);
    ctx.record(
      `voice ingest: ${GUESTS} guests at once, ${(audio.length / 1024).toFixed(0)} KB upload + message each`,
      `${GUESTS - failures.length} succeeded; upload p50 ${percentile(uploadMs, 50).toFixed(0)} ms, p99 ${upP99.toFixed(0)} ms; message p50 ${percentile(messageMs, 50).toFixed(0)} ms, p99 ${msgP99.toFixed(0)} ms; after: ${rows.length} message rows, ${Number(subscribers.n)} subscriber rows, ${objects} stored objects of the right size`,
      'all succeed, none lost, p99 < 1 s per step',
      failures.length === 0 && rows.length === GUESTS && Number(subscribers.n) === GUESTS && objects === GUESTS && upP99 < 1000 && msgP99 < 1000,
    );
    await removeRun(ctx, runTag);
  },
};

/**
 * Leaves the host as the seed made it. Each run adds 200 recordings (~105 MB) to one profile, whose voice
 * quota (1 GB) otherwise refuses every message after a few runs: the scenario would measure the quota.
 */
async function removeRun(ctx: BenchContext, runTag: string) {
  const sent = await ctx.db.selectFrom('voiceMessages').select(['id', 'audioPath']).where('senderEmail', 'like', `${runTag}-%`).execute();
  for (const m of sent) {
    await ctx.db.deleteFrom('voiceMessages').where('id', '=', m.id).execute();
    const key = keyFromPath(m.audioPath);
    if (key) await deleteObject(ctx, key);
  }
  await ctx.db.deleteFrom('emailSubscribers').where('email', 'like', `${runTag}-%`).execute();
}
