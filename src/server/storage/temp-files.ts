import { createWriteStream } from 'node:fs';
import { access, mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AppDeps } from '../deps.js';
import { newId } from '../ids.js';

/**
 * Temp folders for work on files (an album, a book, a playable copy, a local copy of a bucket's object), and the sweep
 * of those a killed process left behind (docs/decisions/068).
 *
 * Every folder lives under DATA_DIR/tmp/<instance>/, where <instance> is this process's own folder, made at start with
 * an `owner.json` (host name, process id) whose time is renewed every minute while the process lives. A work folder is
 * removed when its work ends, whatever happens; a `kill -9` (or a power cut) leaves it. At start, and every minute
 * after, each process removes the instance folders of processes that are gone: those of this machine whose process no
 * longer runs, and any whose heartbeat stopped five minutes ago (another machine's, or a process id reused after a
 * container restart). A live build's folder is never touched: its process is alive and beats.
 */

export const TEMP_DIR_NAME = 'tmp';
const OWNER_FILE = 'owner.json';
const HEARTBEAT_MS = 60_000;
/** A heartbeat this old means its process is gone (five missed beats). */
export const STALE_TEMP_MS = 5 * 60_000;

export interface TempOwner {
  host: string;
  pid: number;
  startedAt: number;
}

interface Instance {
  root: string;
  dir: string;
  timer: NodeJS.Timeout;
  users: number;
}

/** This process's instance folder for each DATA_DIR it works in (tests run several apps in one process). */
const instances = new Map<string, Promise<Instance>>();

export const tempRoot = (dataDir: string) => path.join(dataDir, TEMP_DIR_NAME);

const alive = (pid: number): boolean => {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

async function readOwner(dir: string): Promise<{ owner: TempOwner; beatAt: number } | undefined> {
  try {
    const file = path.join(dir, OWNER_FILE);
    const [text, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    return { owner: JSON.parse(text) as TempOwner, beatAt: info.mtimeMs };
  } catch {
    return undefined;
  }
}

/** Whether an instance folder belongs to a process that is gone. */
async function isStale(dir: string, now: number): Promise<boolean> {
  const found = await readOwner(dir);
  if (!found) {
    // Made but never claimed (killed between the two steps), or not ours at all: judged by its age.
    const info = await stat(dir).catch(() => undefined);
    return info !== undefined && now - info.mtimeMs > STALE_TEMP_MS;
  }
  const { owner, beatAt } = found;
  if (owner.host === hostname() && !alive(owner.pid)) return true;
  return now - beatAt > STALE_TEMP_MS;
}

/**
 * Removes what processes that are gone left under DATA_DIR/tmp (never `keep`, this process's own folder); the names
 * removed. Safe to run from every instance at once: removing twice is harmless.
 */
export async function sweepTempFolders(dataDir: string, keep?: string): Promise<string[]> {
  const root = tempRoot(dataDir);
  const names = await readdir(root).catch(() => [] as string[]);
  const now = Date.now();
  const removed: string[] = [];
  for (const name of names) {
    const dir = path.join(root, name);
    if (dir === keep || !(await isStale(dir, now))) continue;
    await rm(dir, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

async function openInstance(root: string): Promise<Instance> {
  await mkdir(root, { recursive: true, mode: 0o700 });
  const dir = path.join(root, newId());
  await mkdir(dir, { mode: 0o700 });
  const owner: TempOwner = { host: hostname(), pid: process.pid, startedAt: Date.now() };
  const file = path.join(dir, OWNER_FILE);
  await writeFile(file, JSON.stringify(owner), { mode: 0o600 });
  const timer = setInterval(() => {
    const now = new Date();
    // The folder is gone when its DATA_DIR was removed under a running process (tests): nothing to keep alive.
    utimes(file, now, now).catch(() => {});
  }, HEARTBEAT_MS).unref();
  return { root, dir, timer, users: 0 };
}

/** This process's instance folder under DATA_DIR/tmp, made on first use. */
function instanceFor(dataDir: string): Promise<Instance> {
  const root = tempRoot(dataDir);
  let instance = instances.get(root);
  if (!instance) {
    instance = openInstance(root);
    instances.set(root, instance);
    instance.catch(() => instances.delete(root));
  }
  return instance;
}

/**
 * What an app does with its temp folders while it runs (plugins/temp-sweeper.ts): claims its instance folder, sweeps
 * what dead processes left, again every minute; `close` stops the beat and removes its own folder when no work is left
 * in it.
 */
export async function startTempFolders(dataDir: string, log: { info(o: object, m: string): void; warn(o: object, m: string): void }) {
  const instance = await instanceFor(dataDir);
  instance.users++;
  const sweep = async () => {
    try {
      const removed = await sweepTempFolders(dataDir, instance.dir);
      if (removed.length) log.info({ removed }, 'removed temp folders left by stopped processes');
    } catch (err) {
      log.warn({ err }, 'sweeping temp folders failed');
    }
  };
  await sweep();
  const timer = setInterval(sweep, HEARTBEAT_MS).unref();
  return {
    dir: instance.dir,
    async close() {
      clearInterval(timer);
      if (--instance.users > 0) return;
      clearInterval(instance.timer);
      instances.delete(instance.root);
      // Work still running in it (a job finishing as the app closes) keeps it: the next start's sweep removes it then.
      const left = await readdir(instance.dir).catch(() => [] as string[]);
      if (left.every((name) => name === OWNER_FILE)) await rm(instance.dir, { recursive: true, force: true });
    },
  };
}

/** A private temp folder for one piece of work, under DATA_DIR/tmp, removed afterwards whatever happens. */
export async function withTempDir<T>(deps: Pick<AppDeps, 'config'>, prefix: string, use: (dir: string) => Promise<T>): Promise<T> {
  const { dir: parent } = await instanceFor(deps.config.dataDir);
  const dir = await mkdtemp(path.join(parent, `${prefix}-`));
  try {
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A stored object as a file on this machine, for tools that need to seek (ffmpeg reading an M4A whose index is at its
 * end): the disk store's own file, or a private copy of a bucket's object.
 */
export async function withLocalFile<T>(deps: Pick<AppDeps, 'store' | 'config'>, key: string, use: (file: string) => Promise<T>): Promise<T> {
  const own = deps.store.localFile?.(key);
  if (own && (await access(own).then(() => true, () => false))) return use(own);
  return withTempDir(deps, 'object', async (dir) => {
    const file = path.join(dir, 'object');
    await pipeline(await deps.store.get(key), createWriteStream(file, { mode: 0o600 }));
    return use(file);
  });
}
