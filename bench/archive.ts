// node --import tsx bench/archive.ts [--messages 500] [--seconds 60] [--rounds 3]
// The host's archive (Download all, docs/decisions/045) of 500 one-minute messages, measured against a baseline in the same
// run: the same recordings zipped by storage/zip-writer.ts alone (no database, no store lookups, no names, no
// messages.csv or index.html), sent by a bare HTTP server from the same process. Prints time, bytes and the server
// process's peak RSS for both, and their ratio. Standalone: it neither needs nor touches bench/.data.
import { execFileSync, fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { rssMb, withRssGrowth } from './measure.js';

const { values: args } = parseArgs({
  options: {
    serve: { type: 'boolean', default: false },
    messages: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '60' },
    rounds: { type: 'string', default: '3' },
  },
});
const MESSAGES = Number(args.messages);
const SECONDS = Number(args.seconds);

interface Ready {
  port: number;
  baselinePort: number;
  cookie: string;
  mp3Bytes: number;
  seedMs: number;
}

/** The process under measurement: the app with a host of MESSAGES messages, and the bare baseline server. */
async function serve() {
  const started = Date.now();
  const dataDir = process.env.DATA_DIR!;
  // One real one-minute recording's playable copy, made as the job makes them (MP3, mono, 64 kbps CBR, 44.1 kHz);
  // its bytes are stored for every message, which keeps the setup to a few seconds.
  const mp3File = path.join(dataDir, 'one-minute.mp3');
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `sine=frequency=330:duration=${SECONDS}`, '-af', 'volume=0.5', '-ac', '1', '-ar', '44100', '-c:a', 'libmp3lame', '-b:a', '64k', '-y', mp3File]);
  const mp3 = readFileSync(mp3File);

  const { buildApp } = await import('../src/server/app.js');
  const { loadConfig } = await import('../src/server/config.js');
  const { newId } = await import('../src/server/ids.js');
  const { zipArchive } = await import('../src/server/storage/zip-writer.js');
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://127.0.0.1', SESSION_SECRET: 'bench-archive-secret-0123456789abcdef' });
  config.jobs.concurrency = 0; // the copies are stored below; no worker competes with the download
  const app = await buildApp(config, { logger: false });

  const register = await app.inject({ method: 'POST', url: '/api/register', payload: { email: 'bench.host@example.com', password: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace' } });
  const cookie = (register.headers['set-cookie'] as string[] | string | undefined ?? [])
    .toString()
    .split(/,(?=[^ ;]+=)/)
    .map((c) => c.split(';')[0]!.trim())
    .join('; ');
  const profile = await app.inject({ method: 'POST', url: '/api/creator-profile', headers: { cookie }, payload: { username: 'bench_host', displayName: 'Ada & Charles', bio: '' } });
  if (profile.statusCode !== 201) throw new Error(`profile: ${profile.statusCode} ${profile.body}`);
  const profileId = (profile.json() as { id: string }).id;

  const names = ['Anna Smith', 'Zoë Ångström', 'Jürgen Groß', '李小龍', 'Priya 🎉', null, 'Smith, "Jo"', 'Grace Hopper'];
  const start = Date.UTC(2026, 5, 14, 16, 0);
  const keys: string[] = [];
  const rows = [];
  for (let i = 0; i < MESSAGES; i++) {
    const id = newId();
    const key = `playable/${id}.mp3`;
    await app.deps.store.put(key, mp3, 'audio/mpeg');
    keys.push(key);
    rows.push({
      id,
      creatorProfileId: profileId,
      senderName: names[i % names.length]!,
      senderEmail: `guest${i}@example.com`,
      audioPath: `/objects/voice/${id}.webm`,
      playablePath: `/objects/${key}`,
      duration: SECONDS,
      isRead: 0,
      isPlayed: 0,
      hasReplied: i % 3 === 0 ? 1 : 0,
      createdAt: start + i * 20_000,
    });
  }
  for (let i = 0; i < rows.length; i += 100) await app.deps.db.insertInto('voiceMessages').values(rows.slice(i, i + 100)).execute();
  await app.listen({ port: 0, host: '127.0.0.1' });

  // The baseline: the same files through the ZIP writer alone, each entry's size known as in the archive.
  const files = keys.map((key) => ({ key, file: app.deps.store.localFile!(key) }));
  const baseline = createServer((_req, res) => {
    const zip = zipArchive(
      files.map(({ key, file }, i) => ({ name: `${i + 1}.mp3`, mtime: new Date(start), size: statSync(file).size, file, open: () => app.deps.store.get(key) })),
    );
    res.writeHead(200, { 'content-type': 'application/zip', 'content-length': String(zip.size) });
    void zip.writeTo(res);
  });
  await new Promise<void>((resolve) => baseline.listen(0, '127.0.0.1', resolve));

  const port = (app.server.address() as { port: number }).port;
  const baselinePort = (baseline.address() as { port: number }).port;
  const ready: Ready = { port, baselinePort, cookie, mp3Bytes: mp3.length, seedMs: Date.now() - started };
  process.send!(ready);
  process.on('SIGTERM', () => {
    baseline.close();
    void app.close().then(() => process.exit(0));
  });
}

interface Download {
  status: number;
  bytes: number;
  contentLength: number | null;
  firstByteMs: number;
  ms: number;
}

/** GETs a URL and counts its bytes without keeping them (the client's memory plays no part). */
function download(url: string, cookie?: string): Promise<Download> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    get(url, { headers: cookie ? { cookie } : {} }, (res) => {
      const firstByteMs = performance.now() - t0;
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, bytes, contentLength: Number(res.headers['content-length']) || null, firstByteMs, ms: performance.now() - t0 }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

async function measure() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'voxbook-bench-archive-'));
  mkdirSync(dataDir, { recursive: true });
  const child = fork(process.argv[1]!, ['--serve', '--messages', String(MESSAGES), '--seconds', String(SECONDS)], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATA_DIR: dataDir },
  });
  try {
    const ready = await new Promise<Ready>((resolve, reject) => {
      child.once('message', (m) => resolve(m as Ready));
      child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready`)));
    });
    console.log(`[bench] archive: ${MESSAGES} messages of ${SECONDS} s (${mb(ready.mp3Bytes)} MB each), seeded in ${(ready.seedMs / 1000).toFixed(1)} s; ${os.cpus().length} cores, Node ${process.version}`);
    const archiveUrl = `http://127.0.0.1:${ready.port}/api/voice-messages/download?tz=Europe/Paris`;
    const baselineUrl = `http://127.0.0.1:${ready.baselinePort}/`;
    // One of each first: the files into the page cache, the code warmed up; not counted.
    await download(archiveUrl, ready.cookie);
    await download(baselineUrl);

    const rounds: { archive: Download; baseline: Download; archiveGrowth: number; baselineGrowth: number; archivePeak: number; baselinePeak: number }[] = [];
    for (let i = 0; i < Number(args.rounds); i++) {
      const a = await peak(child.pid!, () => download(archiveUrl, ready.cookie));
      const b = await peak(child.pid!, () => download(baselineUrl));
      for (const [what, d] of [['archive', a.result], ['baseline', b.result]] as const) {
        if (d.status !== 200 || d.bytes !== d.contentLength) throw new Error(`${what}: status ${d.status}, ${d.bytes} bytes of ${d.contentLength} announced`);
      }
      rounds.push({ archive: a.result, baseline: b.result, archiveGrowth: a.growthMb, baselineGrowth: b.growthMb, archivePeak: a.peakMb, baselinePeak: b.peakMb });
      console.log(
        `[bench]   round ${i + 1}: archive ${(a.result.ms / 1000).toFixed(2)} s (first byte ${a.result.firstByteMs.toFixed(0)} ms), ${mb(a.result.bytes)} MB, RSS peak ${a.peakMb.toFixed(0)} MB (+${a.growthMb.toFixed(0)}); ` +
          `baseline ${(b.result.ms / 1000).toFixed(2)} s (first byte ${b.result.firstByteMs.toFixed(0)} ms), ${mb(b.result.bytes)} MB, RSS peak ${b.peakMb.toFixed(0)} MB (+${b.growthMb.toFixed(0)}); ratio ${(a.result.ms / b.result.ms).toFixed(2)}`,
      );
    }
    const archiveMs = median(rounds.map((r) => r.archive.ms));
    const baselineMs = median(rounds.map((r) => r.baseline.ms));
    const bytes = rounds[0]!.archive.bytes;
    console.log('');
    console.log('| what | time (median) | bytes | throughput | server RSS peak (growth) |');
    console.log('|---|---|---|---|---|');
    console.log(
      `| archive of ${MESSAGES} × ${SECONDS} s (playable copies, messages.csv, index.html; first byte ${median(rounds.map((r) => r.archive.firstByteMs)).toFixed(0)} ms) | ${(archiveMs / 1000).toFixed(2)} s | ${bytes.toLocaleString('en-US')} | ${(bytes / 1e6 / (archiveMs / 1000)).toFixed(0)} MB/s | ${median(rounds.map((r) => r.archivePeak)).toFixed(0)} MB (+${Math.max(...rounds.map((r) => r.archiveGrowth)).toFixed(0)} MB) |`,
    );
    const baseBytes = rounds[0]!.baseline.bytes;
    console.log(
      `| baseline: the same files through the ZIP writer alone | ${(baselineMs / 1000).toFixed(2)} s | ${baseBytes.toLocaleString('en-US')} | ${(baseBytes / 1e6 / (baselineMs / 1000)).toFixed(0)} MB/s | ${median(rounds.map((r) => r.baselinePeak)).toFixed(0)} MB (+${Math.max(...rounds.map((r) => r.baselineGrowth)).toFixed(0)} MB) |`,
    );
    console.log(`\narchive / baseline time: ${(archiveMs / baselineMs).toFixed(2)} (median of ${rounds.length} paired rounds); extra bytes (names, messages.csv, index.html): ${(bytes - baseBytes).toLocaleString('en-US')}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The server's RSS growth during `work` (bench/measure.ts) and its peak, in MB. */
async function peak<T>(pid: number, work: () => Promise<T>) {
  let peakMb = rssMb(pid);
  const timer = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 10);
  try {
    const { result, growthMb } = await withRssGrowth(pid, work);
    return { result, growthMb, peakMb: Math.max(peakMb, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

if (args.serve) await serve();
else await measure();
