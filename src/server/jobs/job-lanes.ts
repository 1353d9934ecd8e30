import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { claimJob, claimNextJob, heldSlots, type Lease } from './jobs.repository.js';
import type { JobRow } from './jobs.table.js';

/** Playable copies, mails, digests: minutes of work at most, never queued behind a long build (decision 071). */
export const SHORT_LANE = 'short';

/**
 * Which lane each job kind runs in, and how many of a long lane's builds this instance runs now. A long lane (any but
 * the short one: 'album', 'book') runs one build at a time per instance, whether its worker or a request (runNow) runs
 * it, and at most `slots` at once across every instance sharing the database.
 */
export class JobLanes {
  private readonly kinds = new Map<string, string[]>();
  private readonly laneOfKind = new Map<string, string>();
  private readonly busy = new Set<string>();

  add(kind: string, lane: string): void {
    this.laneOfKind.set(kind, lane);
    this.kinds.set(lane, [...(this.kinds.get(lane) ?? []), kind]);
  }

  laneOf(kind: string): string {
    return this.laneOfKind.get(kind) ?? SHORT_LANE;
  }

  kindsOf(lane: string): string[] {
    return this.kinds.get(lane) ?? [];
  }

  longLanes(): string[] {
    return [...this.kinds.keys()].filter((lane) => lane !== SHORT_LANE);
  }

  /** Takes this instance's one place in a long lane; false while a build of that lane runs here. */
  reserve(lane: string): boolean {
    if (this.busy.has(lane)) return false;
    this.busy.add(lane);
    return true;
  }

  release(lane: string): void {
    this.busy.delete(lane);
  }
}

/**
 * Claims a job of a long lane (the next due one, or `one` in particular) into a free platform-wide slot. A slot another
 * instance takes at the same moment fails this claim as a unique violation (migration 030): the next slot is tried.
 */
export async function claimInSlot(
  db: Kysely<DB>,
  lease: Lease,
  lane: string,
  kinds: readonly string[],
  slots: number,
  one?: { kind: string; key: string },
): Promise<JobRow | undefined> {
  if (kinds.length === 0) return undefined;
  const held = await heldSlots(db, kinds);
  for (let i = 0; i < slots; i++) {
    const slot = `${lane}:${i}`;
    if (held.has(slot)) continue;
    try {
      return one ? await claimJob(db, one.kind, one.key, lease, slot) : await claimNextJob(db, lease, kinds, slot);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  return undefined;
}
