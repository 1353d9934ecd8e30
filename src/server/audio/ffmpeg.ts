import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

/** Where the ffmpeg binary came from, for /api/health and the start-up log. */
export type FfmpegSource = 'configured' | 'system' | 'bundled';

export interface Ffmpeg {
  path: string;
  source: FfmpegSource;
  /** The first line of `ffmpeg -version`. */
  version: string;
}

/** What every use needs from a binary: an MP3 encoder and the filters of the playable copy (audio/playable-copy.ts). */
const REQUIRED = { encoders: ['libmp3lame'], filters: ['loudnorm', 'silenceremove', 'areverse'] };

/**
 * Finds a working ffmpeg: FFMPEG_PATH when set, else the system's (Debian's `ffmpeg` package), else the binary shipped
 * inside the optional npm package for this platform (`@ffmpeg-installer/<platform>-<arch>`), so that `npm ci && npm
 * start` on a bare machine can still measure and convert recordings (docs/decisions/018). Undefined when none works.
 */
export function locateFfmpeg(configured?: string): Promise<Ffmpeg | undefined> {
  // Asked once per process and setting: the answer does not change while it runs, and each look spawns ffmpeg 3 times.
  const id = `${configured ?? ''}\n${process.env.PATH ?? ''}`;
  let found = located.get(id);
  if (!found) located.set(id, (found = findFfmpeg(configured)));
  return found;
}

const located = new Map<string, Promise<Ffmpeg | undefined>>();

async function findFfmpeg(configured: string | undefined): Promise<Ffmpeg | undefined> {
  const candidates: { path: string | undefined; source: FfmpegSource }[] = configured
    ? [{ path: configured, source: 'configured' }]
    : [
        { path: onPath('ffmpeg'), source: 'system' },
        { path: bundledBinary(), source: 'bundled' },
      ];
  for (const candidate of candidates) {
    if (!candidate.path) continue;
    const version = await usableVersion(candidate.path);
    if (version) return { path: candidate.path, source: candidate.source, version };
  }
  return undefined;
}

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return undefined;
}

function bundledBinary(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const dir = path.dirname(require.resolve(`@ffmpeg-installer/${process.platform}-${process.arch}/package.json`));
    return path.join(dir, process.platform === 'win32' ? 'ffmpeg.exe' : 'ffmpeg');
  } catch {
    return undefined;
  }
}

async function usableVersion(bin: string): Promise<string | undefined> {
  try {
    const listing = await runFfmpeg(bin, ['-hide_banner', '-encoders'], { stdout: 'text', timeoutMs: 10_000 });
    const filters = await runFfmpeg(bin, ['-hide_banner', '-filters'], { stdout: 'text', timeoutMs: 10_000 });
    const has = (text: string, names: string[]) => names.every((n) => new RegExp(`\\s${n}\\s`).test(text));
    if (!has(listing.stdout, REQUIRED.encoders) || !has(filters.stdout, REQUIRED.filters)) return undefined;
    const version = await runFfmpeg(bin, ['-version'], { stdout: 'text', timeoutMs: 10_000 });
    return version.stdout.split('\n')[0]?.trim();
  } catch {
    return undefined;
  }
}

export class FfmpegError extends Error {
  override name = 'FfmpegError';
  constructor(
    message: string,
    /** The end of what ffmpeg printed: why it failed. */
    readonly stderr: string,
  ) {
    super(message);
  }
}

export interface RunOptions {
  /**
   * 'text' collects stdout; a function receives it chunk by chunk; a stream is written to with backpressure (ffmpeg
   * waits while it is full) and not ended; otherwise it is discarded.
   */
  stdout?: 'text' | ((chunk: Buffer) => void) | Writable;
  /** Fed to ffmpeg's standard input (`-i pipe:0`), with backpressure. */
  stdin?: Readable;
  signal?: AbortSignal;
  /** Killed after this long: a decoder that stalls on a crafted file must not hold a slot for ever. */
  timeoutMs?: number;
  /** Background work runs at a lower CPU priority than request handling (POSIX nice 10). */
  background?: boolean;
}

const STDERR_KEPT = 8192;

/** Runs ffmpeg; resolves with what it printed, rejects with FfmpegError when it fails, is aborted or times out. */
export function runFfmpeg(bin: string, args: string[], opts: RunOptions = {}): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: [opts.stdin ? 'pipe' : 'ignore', opts.stdout ? 'pipe' : 'ignore', 'pipe'] });
    // ffmpeg that stops reading (it failed, or was stopped) makes writes fail with EPIPE: its exit code tells why.
    child.stdin?.on('error', () => undefined);
    if (opts.stdin && child.stdin) opts.stdin.pipe(child.stdin);
    const sink = typeof opts.stdout === 'object' ? opts.stdout : undefined;
    if (sink) child.stdout!.pipe(sink, { end: false });
    if (opts.background && child.pid) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // Not permitted here: it runs at normal priority.
      }
    }
    let stdout = '';
    let stderr = '';
    let why: string | undefined;
    if (!sink) {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (opts.stdout === 'text') stdout += chunk.toString('utf8');
        else if (typeof opts.stdout === 'function') opts.stdout(chunk);
      });
    }
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEPT);
    });
    const stop = (reason: string) => {
      why ??= reason;
      child.kill('SIGKILL');
      // Output held back by a full stream would keep the pipe, and so 'close', from ever ending.
      if (sink) child.stdout?.unpipe(sink).resume();
      if (opts.stdin && child.stdin) opts.stdin.unpipe(child.stdin);
    };
    const timer = opts.timeoutMs ? setTimeout(() => stop(`timed out after ${opts.timeoutMs} ms`), opts.timeoutMs) : undefined;
    const onAbort = () => stop('aborted');
    if (opts.signal?.aborted) onAbort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    let settled = false;
    const settle = (error?: FfmpegError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      if (opts.stdin && child.stdin) opts.stdin.unpipe(child.stdin);
      if (error) reject(error);
      else resolve({ stdout, stderr });
    };
    // A binary that cannot start (missing, not executable) only ever reports 'error'.
    child.once('error', (err) => settle(new FfmpegError(`ffmpeg could not run: ${err.message}`, stderr.trim())));
    child.once('close', (code) => {
      settle(code === 0 && !why ? undefined : new FfmpegError(`ffmpeg ${why ?? `exited with code ${code}`}`, stderr.trim()));
    });
  });
}
