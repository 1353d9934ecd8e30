import { createReadStream } from 'node:fs';
import type { AppDeps } from '../deps.js';
import { insertStoredObject, setStoredObjectSize } from './stored-objects.repository.js';
import { deleteObject } from './stored-objects.service.js';

export interface DerivedObject {
  key: string;
  /** A file on this machine, or the bytes. */
  source: { file: string } | { bytes: Buffer };
  contentType: string;
  purpose: string;
  owner: { userId: string | null; profileId: string | null };
}

/**
 * Stores something the server made from an upload (a recording's playable copy). Row first, unattached, like every
 * upload: a crash before the caller attaches it leaves a row the sweeper finds, never an object nothing knows about.
 */
export async function putDerivedObject(deps: Pick<AppDeps, 'db' | 'store'>, obj: DerivedObject): Promise<{ size: number }> {
  await insertStoredObject(deps.db, {
    key: obj.key,
    ownerUserId: obj.owner.userId,
    ownerProfileId: obj.owner.profileId,
    purpose: obj.purpose,
    contentType: obj.contentType,
    size: 0,
    attached: 0,
    createdAt: Date.now(),
  });
  try {
    const body = 'file' in obj.source ? createReadStream(obj.source.file) : obj.source.bytes;
    const { size } = await deps.store.put(obj.key, body, obj.contentType);
    await setStoredObjectSize(deps.db, obj.key, size);
    return { size };
  } catch (err) {
    await deleteObject(deps, obj.key);
    throw err;
  }
}
