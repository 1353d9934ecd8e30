import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import type { AppDeps } from '../../deps.js';
import { insertStoredObject } from '../../storage/stored-objects.repository.js';
import { deleteObject } from '../../storage/stored-objects.service.js';
import { withTempDir } from '../../storage/temp-files.js';

export interface Checksums {
  /** Hex SHA-256: the duplicate check. */
  sha256: string;
  /** CRC-32: what a ZIP entry needs, so downloads need not compute it again. */
  crc32: number;
}

/**
 * Copies a stored object to a private temp file, checksumming it on the way: one read gives the duplicate
 * check its SHA-256, the ZIP download its CRC-32 and sharp/ffmpeg a seekable file (MP4s often keep their index
 * at the end).
 */
export async function withLocalCopy<T>(deps: AppDeps, key: string, use: (file: string, sums: Checksums) => Promise<T>): Promise<T> {
  return withTempDir(deps, 'gallery', async (dir) => {
    const file = path.join(dir, randomUUID());
    const hash = createHash('sha256');
    let crc = 0;
    const hashing = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        crc = crc32(chunk, crc);
        done(null, chunk);
      },
    });
    await pipeline(await deps.store.get(key), hashing, createWriteStream(file, { mode: 0o600 }));
    return await use(file, { sha256: hash.digest('hex'), crc32: crc });
  });
}

/**
 * Stores a derived image (thumbnail, poster). Row first, unattached, like every upload: a crash before its item
 * exists leaves a row the sweeper finds, never an object nothing knows about. Attached with its item.
 */
export async function putDerived(deps: AppDeps, key: string, data: Buffer, owner: { userId: string | null; profileId: string }) {
  await insertStoredObject(deps.db, {
    key,
    ownerUserId: owner.userId,
    ownerProfileId: owner.profileId,
    purpose: 'gallery-thumb',
    contentType: 'image/webp',
    size: data.length,
    attached: 0,
    createdAt: Date.now(),
  });
  try {
    await deps.store.put(key, data, 'image/webp');
  } catch (err) {
    await deleteObject(deps, key);
    throw err;
  }
}

export async function deleteGalleryObjects(deps: AppDeps, keys: (string | null | undefined)[]) {
  for (const key of keys) if (key) await deleteObject(deps, key);
}
