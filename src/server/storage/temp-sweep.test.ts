import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { STALE_TEMP_MS, tempRoot, withTempDir } from './temp-files.js';

const exists = (p: string) => stat(p).then(() => true, () => false);

/** What a process leaves under DATA_DIR/tmp: its instance folder, its owner file, and an album half written. */
async function leftBy(dataDir: string, name: string, owner: { host: string; pid: number }, beatAgoMs = 0): Promise<string> {
  const dir = path.join(tempRoot(dataDir), name);
  await mkdir(path.join(dir, 'album-x1y2z3'), { recursive: true });
  await writeFile(path.join(dir, 'album-x1y2z3', 'album.m4a'), Buffer.alloc(256 * 1024));
  const file = path.join(dir, 'owner.json');
  await writeFile(file, JSON.stringify({ ...owner, startedAt: Date.now() - beatAgoMs }));
  const at = new Date(Date.now() - beatAgoMs);
  await utimes(file, at, at);
  return dir;
}

/** The id of a process that has ended. */
const deadPid = () =>
  new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['-e', '0']);
    child.on('exit', () => resolve(child.pid!));
  });

const start = (dataDir: string) => buildApp(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' }), { logger: false });

describe('temp folders left by a killed process', () => {
  const sleepers: ReturnType<typeof spawn>[] = [];
  afterAll(() => {
    for (const s of sleepers) s.kill();
  });

  it("removes them at start: a dead process's of this machine, and any whose heartbeat stopped; a live one's stay", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'voxbook-temp-sweep-'));
    try {
      const killed = await leftBy(dataDir, 'killed', { host: hostname(), pid: await deadPid() });
      const silent = await leftBy(dataDir, 'silent', { host: 'another-machine', pid: 1 }, STALE_TEMP_MS + 60_000);
      const sleeper = spawn('sleep', ['120']);
      sleepers.push(sleeper);
      const running = await leftBy(dataDir, 'running', { host: hostname(), pid: sleeper.pid! });
      const elsewhere = await leftBy(dataDir, 'elsewhere', { host: 'another-machine', pid: 1 }, 30_000);
      // Killed between making its folder and claiming it, a while ago.
      const unclaimed = path.join(tempRoot(dataDir), 'unclaimed');
      await mkdir(unclaimed);
      const old = new Date(Date.now() - STALE_TEMP_MS - 60_000);
      await utimes(unclaimed, old, old);

      const app = await start(dataDir);
      try {
        for (const dir of [killed, silent, unclaimed]) expect(await exists(dir), dir).toBe(false);
        for (const dir of [running, elsewhere]) expect(await exists(path.join(dir, 'album-x1y2z3', 'album.m4a')), dir).toBe(true);
        // And the app's own folder, claimed and beating.
        const own = (await readdir(tempRoot(dataDir))).filter((n) => !['running', 'elsewhere'].includes(n));
        expect(own).toHaveLength(1);
      } finally {
        await app.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("a second instance starting on the same DATA_DIR leaves a live build's folder alone", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'voxbook-temp-sweep-'));
    const first = await start(dataDir);
    try {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let building!: string;
      const inUse = new Promise<void>((ready) => {
        void withTempDir(first.deps, 'album', async (dir) => {
          building = dir;
          await writeFile(path.join(dir, 'album.m4a'), Buffer.alloc(1024));
          ready();
          await held;
        });
      });
      await inUse;
      expect(path.relative(tempRoot(dataDir), building)).toMatch(/^[^/]+\/album-/);
      const second = await start(dataDir);
      try {
        expect(await exists(path.join(building, 'album.m4a'))).toBe(true);
      } finally {
        await second.close();
      }
      release();
      // Done: its folder goes with its work.
      await expect.poll(() => exists(building)).toBe(false);
    } finally {
      await first.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
