import { statfs } from 'node:fs/promises';
import { RELIABILITY_MSG } from '../../shared/reliability.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { usedBytesOfProfile } from './stored-objects.repository.js';

/** What one profile may store for one feature: the purposes that count and the byte budget. */
export interface ProfileQuota {
  profileId: string;
  purposes: readonly string[];
  maxBytes: number;
}

export const GALLERY_PURPOSES = ['gallery', 'gallery-thumb'] as const;
export const VOICE_PURPOSES = ['voice', 'reply'] as const;

const insufficientStorage = (message: string) => new AppError(507, message);

/**
 * Refuses an upload while the data disk is below its free-space floor, so a burst of uploads fails with a
 * clear 507 long before the database or media files could be cut short. Only the disk store fills that disk.
 */
export async function assertDiskRoom(deps: Pick<AppDeps, 'config' | 'store'>): Promise<void> {
  const floor = deps.config.limits.minFreeDiskBytes;
  if (deps.store.kind !== 'disk' || floor <= 0) return;
  const fs = await statfs(deps.config.dataDir);
  if (fs.bavail * fs.bsize < floor) throw insufficientStorage(RELIABILITY_MSG.diskFull);
}

/** 507 when the profile's objects plus `adding` more bytes pass its budget (adding 1: "is any room left?"). */
export async function assertProfileRoom(deps: Pick<AppDeps, 'db'>, quota: ProfileQuota, adding: number): Promise<void> {
  const used = await usedBytesOfProfile(deps.db, quota.profileId, quota.purposes);
  if (used + adding > quota.maxBytes) throw insufficientStorage(RELIABILITY_MSG.guestbookFull);
}
