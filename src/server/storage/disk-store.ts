import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { newId } from '../ids.js';
import { contentTypeOfExtension } from './media-types.js';
import { type ByteRange, isSafeKey, type ObjectInfo, type ObjectStore } from './object-store.js';

const WHOLE_READ_CHUNK = 1024 * 1024;

/** The type a key's extension stands for (`voice/….webm`: audio/webm), if it stands for one. */
const impliedType = (key: string) => {
  const dot = key.lastIndexOf('.');
  return dot > key.lastIndexOf('/') ? contentTypeOfExtension(key.slice(dot + 1)) : undefined;
};

/**
 * Files under DATA_DIR/objects. A file's content type is the one its extension stands for; only a file of another
 * type has it written beside it in a small .meta sidecar (a WebM video, an unknown extension; files stored before
 * 2026-11-25 all have one). Creating that second file was a third of the store's cost per upload: 200 guests'
 * recordings at once took twice the inode allocations in the same directories (bench/RESULTS.md).
 */
export function diskStore(root: string): ObjectStore {
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe object key: ${key}`);
    return path.join(root, key);
  };
  // Directories this process has made (or is making): a burst of uploads otherwise asks the file system for
  // the same two on every one. A failed attempt is forgotten, and so are both directories when a write fails
  // (someone removed them under a running server): the next upload makes them again.
  const made = new Map<string, Promise<unknown>>();
  const ensureDir = (dir: string) => {
    let making = made.get(dir);
    if (!making) {
      making = mkdir(dir, { recursive: true }).catch((err: unknown) => {
        made.delete(dir);
        throw err;
      });
      made.set(dir, making);
    }
    return making;
  };
  return {
    kind: 'disk',
    async put(key, body, contentType) {
      const file = fileOf(key);
      await ensureDir(path.dirname(file));
      const tmp = path.join(root, '.tmp', newId());
      await ensureDir(path.dirname(tmp));
      const out = createWriteStream(tmp);
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, out);
        // A key stored again with its extension's type must not keep an earlier version's sidecar.
        if (contentType !== impliedType(key)) await writeFile(`${file}.meta`, contentType);
        else await rm(`${file}.meta`, { force: true });
        await rename(tmp, file); // atomic: readers see the whole file or none
      } catch (err) {
        made.delete(path.dirname(file));
        made.delete(path.dirname(tmp));
        await rm(tmp, { force: true });
        await rm(`${file}.meta`, { force: true });
        throw err;
      }
      return { size: out.bytesWritten };
    },
    async head(key): Promise<ObjectInfo | null> {
      try {
        const file = fileOf(key);
        const s = await stat(file);
        if (!s.isFile()) return null;
        // One open that fails for most files, where reading the sidecar took three system calls.
        const contentType = await readFile(`${file}.meta`, 'utf8').catch(() => impliedType(key) ?? 'application/octet-stream');
        return {
          size: s.size,
          contentType,
          etag: `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`,
          lastModified: s.mtime,
        };
      } catch {
        return null;
      }
    },
    async get(key, range?: ByteRange) {
      // Whole objects are read in large chunks: a gallery ZIP streams a gigabyte, and per-chunk costs (read and
      // send system calls, checksum calls) set its pace. 1 MB took ~14 % less server CPU than 256 KB (paired
      // runs, docs/decisions/011). Ranges (media seeking) stay small.
      return createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : { highWaterMark: WHOLE_READ_CHUNK });
    },
    localFile: fileOf,
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}.meta`, { force: true });
    },
    async sweepPartial(maxAgeMs) {
      const dir = path.join(root, '.tmp');
      const names = await readdir(dir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        const s = await stat(path.join(dir, name)).catch(() => null);
        if (s && Date.now() - s.mtimeMs > maxAgeMs) {
          await rm(path.join(dir, name), { force: true });
          removed++;
        }
      }
      return removed;
    },
    async ping() {
      await mkdir(root, { recursive: true });
    },
  };
}
