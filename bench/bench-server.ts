import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Prepared } from './prepare.js';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export interface BenchServer {
  base: string;
  baselineUrl: string;
  /** The bare server sending the gallery's files one after another (no archive). */
  filesUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts bench/server.ts (the app plus the bare baseline) in a child process, so its RSS and CPU are its own.
 * BENCH_CPU_PROF=1 runs it under --cpu-prof; the profile lands in bench/.data/profiles when it stops.
 */
export async function startBenchServer(prepared: Prepared, env: Record<string, string> = {}): Promise<BenchServer> {
  const [port, baselinePort] = [await freePort(), await freePort()];
  const execArgv = ['--import', 'tsx'];
  if (process.env.BENCH_CPU_PROF) {
    const dir = path.resolve('bench/.data/profiles');
    mkdirSync(dir, { recursive: true });
    execArgv.push('--cpu-prof', `--cpu-prof-dir=${dir}`);
  }
  const child: ChildProcess = fork(path.resolve('bench/server.ts'), {
    execArgv,
    env: {
      ...process.env,
      DATA_DIR: prepared.dataDir,
      DATABASE_URL: prepared.databaseUrl ?? '',
      PORT: String(port),
      BASELINE_PORT: String(baselinePort),
      BENCH_USERNAME: prepared.seed.bigHost.username,
      BENCH_GALLERY_FILES: JSON.stringify(prepared.galleryFiles),
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    baselineUrl: `http://127.0.0.1:${baselinePort}/baseline`,
    filesUrl: `http://127.0.0.1:${baselinePort}/files`,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
