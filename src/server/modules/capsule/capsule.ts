import { CAPSULE_MSG } from '../../../shared/capsule.texts.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { isValidTimeZone, startOfDay } from '../../lib/time-zone.js';
import { MAX_SEAL_YEARS } from '../../../shared/host-powers.js';
import { insertJob } from '../../jobs/jobs.repository.js';
import type { Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/schema.js';
import { findCapsule, findHostTimeZone } from './capsule.repository.js';

/** The page's row (profiles.table.ts), read through the database type: the capsule sits below profiles. */
type ProfileRow = Selectable<DB['creatorProfiles']>;
type ProfileUpdate = Updateable<DB['creatorProfiles']>;

/**
 * The time capsule (docs/decisions/052): until the day the host chose, nobody plays, replies to or downloads
 * the page's messages. Every door that hands out a message's audio asks assertUnsealed with the page's id; the clock is
 * deps.now(), the calendar clock tests move.
 */

/** How long after a seal is made it may still be brought earlier or removed (a typo fixed). */
export const SEAL_GRACE_MS = 24 * 3_600_000;

export interface Seal {
  /** 'YYYY-MM-DD' */
  sealedUntil: string;
  /** When it opens (UTC ms). */
  opensAt: number;
}

type SealColumns = Pick<ProfileRow, 'sealedUntil' | 'sealedOpensAt'>;

/** The seal in force at `now`, or null (none set, or its day has come). */
export function sealAt(row: SealColumns, now: number): Seal | null {
  if (row.sealedUntil === null || row.sealedOpensAt === null) return null;
  const opensAt = Number(row.sealedOpensAt);
  return now < opensAt ? { sealedUntil: row.sealedUntil, opensAt } : null;
}

/** The 403 every sealed door answers with; its `sealedUntil` lets an HTML door say it in a page. */
export class SealedError extends AppError {
  constructor(readonly sealedUntil: string) {
    super(403, CAPSULE_MSG.sealed(sealedUntil));
  }
}

/** The page's seal in force now, or null (also for a page that does not exist: its own door answers that). */
export async function findSeal(deps: AppDeps, profileId: string, now = deps.now()): Promise<Seal | null> {
  const row = await findCapsule(deps.db, profileId);
  return row ? sealAt(row, now) : null;
}

/** Refuses (403 'Messages are sealed until June 14, 2027.') while the page's capsule is sealed. */
export async function assertUnsealed(deps: AppDeps, profileId: string, now = deps.now()): Promise<void> {
  const seal = await findSeal(deps, profileId, now);
  if (seal) throw new SealedError(seal.sealedUntil);
}

/** When a capsule sealed until `day` opens: 00:00 that day on the host's clock (UTC when their zone is unknown). */
export async function openingOf(deps: AppDeps, profileId: string, day: string): Promise<number> {
  const zone = await findHostTimeZone(deps.db, profileId);
  return startOfDay(zone && isValidTimeZone(zone) ? zone : 'UTC', day);
}

type CapsuleColumns = Pick<ProfileRow, 'sealedUntil' | 'sealedOpensAt' | 'sealedSetAt' | 'sealedFloor' | 'sealedBy'>;

/** The last day a seal made at `now` may name: the same calendar day, MAX_SEAL_YEARS on (28 February for 29 February). */
export function latestSealDay(now: number): string {
  const today = new Date(now);
  const y = today.getUTCFullYear() + MAX_SEAL_YEARS;
  const last = new Date(Date.UTC(y, today.getUTCMonth(), today.getUTCDate()));
  // 29 February to a year without one rolls into March: keep the last day of February.
  if (last.getUTCMonth() !== today.getUTCMonth()) last.setUTCDate(0);
  return last.toISOString().slice(0, 10);
}

/**
 * The columns a change of the sealed-until day writes, or a refusal. Only the page's owner gets here (a co-host's change
 * is refused before, docs/decisions/065); `by` is the owner's account. The rules (decisions 052 and 065):
 * - a new day must open in the future, and at most MAX_SEAL_YEARS from today;
 * - within 24 hours of making a seal, anything goes (a typo fixed, the seal removed);
 * - after that the day in force at the end of those 24 hours is a floor: the seal may move later and back down to
 *   it, never before it, and it cannot be removed until it has opened;
 * - the floor binds only the account that made the seal: a seal made by anyone else (before co-hosts lost that power,
 *   recorded with no maker) the owner may always lift or bring earlier; a day the owner sets on it makes it theirs;
 * - a seal whose day has come is over: a new day starts a new capsule, and clearing it is always allowed.
 * `next` unchanged is no change (the settings form sends the day with every save).
 */
export async function planSealChange(
  deps: AppDeps,
  current: CapsuleColumns & { id: string },
  next: string | null,
  by: string,
  now = deps.now(),
): Promise<Partial<ProfileUpdate>> {
  if (next === current.sealedUntil) return {};
  const active = sealAt(current, now) !== null;
  const own = active && current.sealedBy === by;
  const madeAt = own ? Number(current.sealedSetAt ?? now) : now;
  const floor = !own ? null : (current.sealedFloor ?? (now - madeAt >= SEAL_GRACE_MS ? current.sealedUntil : null));
  if (next === null) {
    if (floor) throw AppError.forbidden(CAPSULE_MSG.cannotOpenEarlier(floor));
    return { sealedUntil: null, sealedOpensAt: null, sealedSetAt: null, sealedFloor: null, sealedBy: null, capsuleMailAt: null };
  }
  if (next > latestSealDay(now)) throw AppError.refuse(400, 'capsule_too_far', 'sealedUntil');
  const opensAt = await openingOf(deps, current.id, next);
  if (opensAt <= now) throw AppError.refuse(400, 'capsule_not_in_future', 'sealedUntil');
  if (floor && next < floor) throw AppError.forbidden(CAPSULE_MSG.cannotOpenEarlier(floor));
  return {
    sealedUntil: next,
    sealedOpensAt: opensAt,
    sealedSetAt: madeAt,
    sealedFloor: floor,
    sealedBy: by,
    capsuleMailAt: opensAt,
  };
}

/** The job that mails the page's owner that a seal was set (docs/decisions/065); its handler is in notifications. */
export const CAPSULE_SEALED_JOB = 'capsule-sealed';

export interface CapsuleSealed {
  profileId: string;
  sealedUntil: string;
}

/**
 * Owes the owner a mail saying their messages are now sealed until that day: a job (sent at least once, with its
 * retries), one per change (keyed by the save's time), so a new day set later is told again.
 */
export async function enqueueSealedMail(deps: AppDeps, row: Pick<ProfileRow, 'id' | 'sealedUntil' | 'updatedAt'>): Promise<void> {
  if (!row.sealedUntil) return;
  const payload: CapsuleSealed = { profileId: row.id, sealedUntil: row.sealedUntil };
  await insertJob(deps.db, { kind: CAPSULE_SEALED_JOB, key: `${row.id}:${row.sealedUntil}:${row.updatedAt}`, payload });
  deps.jobs.wake();
}
