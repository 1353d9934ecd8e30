import { CAPSULE_MSG } from '../../../shared/capsule.texts.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { isValidTimeZone, startOfDay } from '../../lib/time-zone.js';
import { findCapsule, findHostTimeZone } from './profiles.repository.js';
import type { ProfileRow, ProfileUpdate } from './profiles.table.js';

/**
 * The time capsule (issue 24, docs/decisions/052): until the day the host chose, nobody plays, replies to or downloads
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

type CapsuleColumns = Pick<ProfileRow, 'sealedUntil' | 'sealedOpensAt' | 'sealedSetAt' | 'sealedFloor'>;

/**
 * The columns a change of the sealed-until day writes, or a refusal. The rules (decision 052):
 * - a new day must open in the future;
 * - within 24 hours of making a seal, anything goes (a typo fixed, the seal removed);
 * - after that the day in force at the end of those 24 hours is a floor: the seal may move later and back down to
 *   it, never before it, and it cannot be removed until it has opened;
 * - a seal whose day has come is over: a new day starts a new capsule, and clearing it is always allowed.
 * `next` unchanged is no change (the settings form sends the day with every save).
 */
export async function planSealChange(
  deps: AppDeps,
  current: CapsuleColumns & { id: string },
  next: string | null,
  now = deps.now(),
): Promise<Partial<ProfileUpdate>> {
  if (next === current.sealedUntil) return {};
  const active = sealAt(current, now) !== null;
  const madeAt = Number(current.sealedSetAt ?? now);
  const floor = !active ? null : (current.sealedFloor ?? (now - madeAt >= SEAL_GRACE_MS ? current.sealedUntil : null));
  if (next === null) {
    if (floor) throw AppError.forbidden(CAPSULE_MSG.cannotOpenEarlier(floor));
    return { sealedUntil: null, sealedOpensAt: null, sealedSetAt: null, sealedFloor: null, capsuleMailAt: null };
  }
  const opensAt = await openingOf(deps, current.id, next);
  if (opensAt <= now) throw AppError.badRequest(CAPSULE_MSG.notInFuture, { sealedUntil: CAPSULE_MSG.notInFuture });
  if (floor && next < floor) throw AppError.forbidden(CAPSULE_MSG.cannotOpenEarlier(floor));
  return {
    sealedUntil: next,
    sealedOpensAt: opensAt,
    sealedSetAt: active ? madeAt : now,
    sealedFloor: floor,
    capsuleMailAt: opensAt,
  };
}
