// node --import tsx bench/album.ts [--messages 500] [--seconds 60] [--no-encode-baseline]
// The album of 500 one-minute messages (docs/decisions/046): one real one-minute playable MP3 is made with ffmpeg and its bytes
// stored as every message's playable copy; the app (in this process, SQLite, no background worker) builds the album
// through its job, and the figures are time, bytes and peak memory (this process's RSS, and ffmpeg's). The baselines,
// in the same run and on the same files: ffmpeg's concat demuxer copying the MP3s into one file (no gaps, no chapters,
// no encoding: the floor), and the same concat encoded to AAC as the album is (what the encoding alone costs).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app.js';
import { ALBUM_AUDIO } from '../src/server/audio/album-audio.js';
import { loadConfig } from '../src/server/config.js';
import { newId } from '../src/server/ids.js';
import { ALBUM_JOB } from '../src/server/modules/keepsake/album.service.js';
import { putDerivedObject } from '../src/server/storage/derived-objects.js';
import { PLAYABLE_PURPOSE } from '../src/server/storage/purposes.js';
import { markAttached } from '../src/server/storage/stored-objects.service.js';
import { cookiesFrom } from '../src/server/test/harness.js';

const { values: args } = parseArgs({
  options: {
    messages: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '60' },
    'no-encode-baseline': { type: 'boolean', default: false },
  },
});
const MESSAGES = Number(args.messages);
const SECONDS = Number(args.seconds);
const log = (m: string) => console.log(`[album-bench] ${m}`);
const FFMPEG = '/usr/bin/ffmpeg';

/** RSS of a process in MB, from /proc (Linux); NaN once it is gone. */
function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** The ffmpeg processes whose parent is `parent`. */
function ffmpegChildren(parent: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [, comm, rest] = /^\d+ \((.*)\) (.*)$/s.exec(stat) ?? [];
      if (comm === 'ffmpeg' && Number(rest?.split(' ')[1]) === parent) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

interface Measured {
  seconds: number;
  nodePeakMb: number;
  nodeGrowthMb: number;
  /** The largest single ffmpeg, and the most all of them held at one moment. */
  ffmpegPeakMb: number;
  ffmpegSumPeakMb: number;
}

/** Runs `work`, sampling this process's RSS and its ffmpeg children's every 100 ms. */
async function measure(work: () => Promise<void>): Promise<Measured> {
  const start = process.memoryUsage().rss / 2 ** 20;
  let nodePeak = start;
  let ffPeak = 0;
  let ffSum = 0;
  const sample = () => {
    nodePeak = Math.max(nodePeak, process.memoryUsage().rss / 2 ** 20);
    const sizes = ffmpegChildren(process.pid).map(rssMb).filter(Number.isFinite);
    ffPeak = Math.max(ffPeak, ...sizes, 0);
    ffSum = Math.max(ffSum, sizes.reduce((a, b) => a + b, 0));
  };
  const timer = setInterval(sample, 100);
  const t0 = performance.now();
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  sample();
  return { seconds: (performance.now() - t0) / 1000, nodePeakMb: nodePeak, nodeGrowthMb: nodePeak - start, ffmpegPeakMb: ffPeak, ffmpegSumPeakMb: ffSum };
}

/** Runs ffmpeg as a child of this process (so the sampler sees it), resolving when it exits cleanly. */
function ffmpeg(argv: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-nostdin', ...argv], { stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
}

const probeDuration = (file: string) =>
  Number(execFileSync('/usr/bin/ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).toString().trim());

const dataDir = mkdtempSync(path.join(tmpdir(), 'voxbook-album-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production', JOB_CONCURRENCY: '0', PUBLIC_URL: 'http://localhost:3000' });
const app = await buildApp(config, { logger: false });
await app.ready();
try {
  const { db, store } = app.deps;
  const audio = app.deps.audio;
  if (!audio) throw new Error('ffmpeg is needed');

  // One real playable copy: a minute of a voice-like signal (a tone with vibrato over pink noise), through the app's
  // own playable-copy pipeline (trim, two-pass loudness, MP3 64 kbps mono).
  const source = path.join(dataDir, 'source.wav');
  execFileSync(FFMPEG, [
    '-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=180:duration=${SECONDS},vibrato=f=5:d=0.5`, '-f', 'lavfi', '-i', `anoisesrc=color=pink:amplitude=0.05:duration=${SECONDS}`,
    '-filter_complex', 'amix=inputs=2:duration=first', '-ac', '1', '-ar', '44100', '-y', source,
  ]);
  const copy = path.join(dataDir, 'copy.mp3');
  await audio.makePlayable(source, copy);
  const bytes = readFileSync(copy);
  log(`one playable copy: ${bytes.length} bytes, ${probeDuration(copy).toFixed(2)} s`);

  const reg = await app.inject({ method: 'POST', url: '/api/register', payload: { email: 'bench@example.com', password: 'correct horse battery', firstName: 'B', lastName: 'H' } });
  const cookie = cookiesFrom(reg);
  const profile = (await app.inject({ method: 'POST', url: '/api/creator-profile', headers: { cookie }, payload: { username: 'albumbench', displayName: 'Emma & James' } })).json() as { id: string; userId: string };

  const files: string[] = [];
  const base = Date.UTC(2026, 5, 14, 16);
  for (let i = 0; i < MESSAGES; i++) {
    const key = `${PLAYABLE_PURPOSE}/${newId()}.mp3`;
    await putDerivedObject(app.deps, { key, source: { bytes }, contentType: 'audio/mpeg', purpose: PLAYABLE_PURPOSE, owner: { userId: null, profileId: profile.id } });
    await markAttached(db, key);
    await db
      .insertInto('voiceMessages')
      .values({
        id: newId(),
        creatorProfileId: profile.id,
        senderName: `Guest ${i + 1}`,
        senderEmail: `guest${i + 1}@example.com`,
        audioPath: `/objects/voice/bench-${newId()}.webm`,
        duration: SECONDS,
        playablePath: `/objects/${key}`,
        isRead: 0,
        isPlayed: 0,
        hasReplied: 0,
        createdAt: base + i * 30_000,
      })
      .execute();
    files.push(store.localFile!(key)!);
  }
  log(`${MESSAGES} messages stored (${((bytes.length * MESSAGES) / 1e6).toFixed(0)} MB of playable copies)`);

  // The album, through the API and its job.
  const started = await app.inject({ method: 'POST', url: '/api/keepsake/album', headers: { cookie }, payload: { timeZone: 'Europe/London' } });
  if (started.statusCode !== 202) throw new Error(`start failed: ${started.statusCode} ${started.body}`);
  const job = await db.selectFrom('jobs').select('key').where('kind', '=', ALBUM_JOB).executeTakeFirstOrThrow();
  const album = await measure(async () => {
    const status = await app.deps.jobs.runNow(ALBUM_JOB, job.key, 3 * 3600_000);
    if (status !== 'done') throw new Error(`the album job ended ${status}`);
  });
  const state = (await app.inject({ method: 'GET', url: '/api/keepsake/album', headers: { cookie } })).json() as { file: { bytes: number; durationSeconds: number; messageCount: number } };
  const row = await db.selectFrom('albums').select('objectKey').executeTakeFirstOrThrow();
  const albumFile = store.localFile!(row.objectKey!)!;
  const chapters = JSON.parse(execFileSync('/usr/bin/ffprobe', ['-v', 'error', '-show_chapters', '-of', 'json', albumFile]).toString()).chapters.length as number;

  // Baselines: the same files, concatenated by ffmpeg from a file list.
  const list = path.join(dataDir, 'list.txt');
  writeFileSync(list, files.map((f) => `file '${f}'`).join('\n'));
  const copyOut = path.join(dataDir, 'concat.mp3');
  const concatCopy = await measure(() => ffmpeg(['-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', '-y', copyOut]));
  const copyBytes = statSync(copyOut).size;
  rmSync(copyOut);
  let concatEncode: (Measured & { bytes: number }) | undefined;
  if (!args['no-encode-baseline']) {
    const encOut = path.join(dataDir, 'concat.m4a');
    const m = await measure(() => ffmpeg(['-f', 'concat', '-safe', '0', '-i', list, '-c:a', 'aac', '-b:a', ALBUM_AUDIO.bitrate, '-y', encOut]));
    concatEncode = { ...m, bytes: statSync(encOut).size };
    rmSync(encOut);
  }

  const audioHours = (MESSAGES * SECONDS + (MESSAGES - 1) * ALBUM_AUDIO.gapSeconds) / 3600;
  const row2 = (name: string, m: Measured, size: number) =>
    `| ${name} | ${m.seconds.toFixed(1)} | ${(size / 1e6).toFixed(1)} | ${m.nodePeakMb.toFixed(0)} (+${m.nodeGrowthMb.toFixed(0)}) | ${m.ffmpegPeakMb.toFixed(0)} / ${m.ffmpegSumPeakMb.toFixed(0)} |`;
  console.log(`
Album of ${MESSAGES} × ${SECONDS} s messages (${audioHours.toFixed(2)} h with ${ALBUM_AUDIO.gapSeconds} s gaps): ${state.file.messageCount} messages, ${chapters} chapters, ${state.file.durationSeconds} s, ffprobe ${probeDuration(albumFile).toFixed(1)} s

| run | time (s) | bytes (MB) | node RSS peak MB (growth) | ffmpeg RSS MB: largest / all at once |
|---|---|---|---|---|
${row2('album (job: decode each copy → one AAC encoder, gaps, chapters, remux)', album, state.file.bytes)}
${row2('baseline: concat demuxer, -c copy (MP3, no gaps/chapters/encoding)', concatCopy, copyBytes)}
${concatEncode ? row2('baseline: concat demuxer → AAC 64k (no gaps/chapters)', concatEncode, concatEncode.bytes) : ''}

album time / concat copy: ${(album.seconds / concatCopy.seconds).toFixed(1)}×${concatEncode ? `; album time / concat + AAC encode: ${(album.seconds / concatEncode.seconds).toFixed(2)}×` : ''}
album realtime factor: ${((audioHours * 3600) / album.seconds).toFixed(0)}× (${(audioHours * 3600).toFixed(0)} s of audio)
machine: ${(await import('node:os')).cpus().length} cores, load ${(await import('node:os')).loadavg()[0]!.toFixed(2)}
`);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
