import { createWriteStream } from 'node:fs';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AppDeps } from '../deps.js';

/** A private temp folder for one piece of work, removed afterwards whatever happens. */
export async function withTempDir<T>(prefix: string, use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), `voxbook-${prefix}-`));
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
export async function withLocalFile<T>(deps: Pick<AppDeps, 'store'>, key: string, use: (file: string) => Promise<T>): Promise<T> {
  const own = deps.store.localFile?.(key);
  if (own && (await access(own).then(() => true, () => false))) return use(own);
  return withTempDir('object', async (dir) => {
    const file = path.join(dir, 'object');
    await pipeline(await deps.store.get(key), createWriteStream(file, { mode: 0o600 }));
    return use(file);
  });
}
