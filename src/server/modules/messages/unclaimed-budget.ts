import { createHmac } from 'node:crypto';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { unclaimedBytes } from '../../storage/stored-objects.repository.js';

/**
 * Who sends a recording, for the budget of recordings nobody has sent yet: the signed-in user, or the client's address
 * (kept as a keyed hash: the table only needs to tell senders apart, not to know where they are).
 */
export function senderKey(secret: string, userId: string | null, address: string): string {
  if (userId) return `user:${userId}`;
  return `addr:${createHmac('sha256', secret).update(address).digest('base64url').slice(0, 22)}`;
}

// The platform-wide sum is asked at most once a second: a burst of uploads shares one answer.
const TOTAL_TTL_MS = 1000;
const totals = new WeakMap<AppDeps['db'], { at: number; bytes: Promise<number> }>();

function unclaimedTotal(deps: Pick<AppDeps, 'db'>): Promise<number> {
  const cached = totals.get(deps.db);
  if (cached && Date.now() - cached.at < TOTAL_TTL_MS) return cached.bytes;
  const entry = { at: Date.now(), bytes: unclaimedBytes(deps.db) };
  totals.set(deps.db, entry);
  entry.bytes.catch(() => totals.get(deps.db) === entry && totals.delete(deps.db));
  return entry.bytes;
}

/**
 * Refuses a new recording while its sender has too much waiting to be sent (429), or while the whole platform has,
 * unless this sender has nothing waiting (507 then): recordings nobody sends can no longer fill the disk, and one
 * abuser cannot keep a guest who has nothing pending from recording (docs/decisions/019). They live an hour (sweeper.ts).
 */
export async function assertUnclaimedRoom(deps: Pick<AppDeps, 'db' | 'config'>, key: string): Promise<void> {
  const { unclaimedVoiceBytesPerSender, unclaimedVoiceBytes } = deps.config.limits;
  const mine = await unclaimedBytes(deps.db, key);
  if (mine >= unclaimedVoiceBytesPerSender) throw AppError.refuse(429, 'reliability_too_many_unsent');
  if (mine > 0 && (await unclaimedTotal(deps)) >= unclaimedVoiceBytes) throw AppError.refuse(507, 'reliability_unsent_full');
}
