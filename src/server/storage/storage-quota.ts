import { statfs } from 'node:fs/promises';
import { RELIABILITY_MSG } from '../../shared/reliability.texts.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { usedBytesOfProfile } from './stored-objects.repository.js';

/** What one profile may store for one feature: the purposes that count and the byte budget. */
export interface ProfileQuota {
  profileId: string;
  purposes: readonly string[];
  maxBytes: number;
}


const insufficientStorage = (message: string) => new AppError(507, message);

/**
 * Refuses an upload while the data disk is below its free-space floor, so a burst of uploads fails with a
 * clear 507 long before the database or media files could be cut short. Only the disk store fills that disk.
 */
export async function assertDiskRoom(deps: Pick<AppDeps, 'config' | 'store'>): Promise<void> {
  const floor = deps.config.limits.minFreeDiskBytes;
  if (deps.store.kind !== 'disk' || floor <= 0) return;
  if ((await freeDiskBytes(deps.config)) < floor) throw insufficientStorage(RELIABILITY_MSG.diskFull);
}

// The free space is asked once a second at most: a burst of uploads shares one answer (the floor is far
// larger than what a second of uploads can write), and the check costs a system call each time otherwise.
const FREE_SPACE_TTL_MS = 1000;
const freeSpace = new WeakMap<AppDeps['config'], { at: number; bytes: Promise<number> }>();

function freeDiskBytes(config: AppDeps['config']): Promise<number> {
  const cached = freeSpace.get(config);
  if (cached && Date.now() - cached.at < FREE_SPACE_TTL_MS) return cached.bytes;
  const entry = { at: Date.now(), bytes: statfs(config.dataDir).then((fs) => fs.bavail * fs.bsize) };
  freeSpace.set(config, entry);
  // A failed look is not remembered: the next upload asks again.
  entry.bytes.catch(() => freeSpace.get(config) === entry && freeSpace.delete(config));
  return entry.bytes;
}

/** 507 when the profile's objects plus `adding` more bytes pass its budget (adding 1: "is any room left?"). */
export async function assertProfileRoom(deps: Pick<AppDeps, 'db'>, quota: ProfileQuota, adding: number): Promise<void> {
  const used = await usedBytesOfProfile(deps.db, quota.profileId, quota.purposes);
  if (used + adding > quota.maxBytes) throw insufficientStorage(RELIABILITY_MSG.guestbookFull);
}
