import { GREETING_LIMITS } from '../../../shared/greeting.limits.js';
import type { SetGreetingInput } from '../../../shared/greeting.schemas.js';
import type { ProfileGreeting } from '../../../shared/profile.types.js';
import { LIMITS } from '../../../shared/limits.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { newId } from '../../ids.js';
import { GREETING_PURPOSE } from '../../storage/purposes.js';
import { findStoredObject } from '../../storage/stored-objects.repository.js';
import { deleteObject, keyFromPath, markDetached } from '../../storage/stored-objects.service.js';
import { requireOwnProfileRow, toProfile } from '../profiles/profiles.service.js';
import type { ProfileRow } from '../profiles/profiles.table.js';
import { claimGreetingUpload, type GreetingFields, writeGreeting } from './greeting.repository.js';
import { playableJob } from '../playable/playable-copies.js';

const MAX_MS = (GREETING_LIMITS.greetingSeconds + LIMITS.durationToleranceSeconds) * 1000;
const notUsable = () => AppError.refuse(400, 'greeting_greeting_not_usable', 'audioPath');
/** Thrown inside a transaction to undo it when the greeting changed under us; never leaves this file. */
class ChangedMeanwhile extends Error {}
/** How often a save reads again when the greeting keeps changing under it (a copy landing is the usual reason). */
const ATTEMPTS = 5;

/**
 * Makes a greeting this host uploaded (POST /api/voice-upload?purpose=greeting, judged and measured there) the page's
 * greeting, replacing any earlier one, whose files are deleted. Its playable copy is made by the same job as a
 * message's (playable-copies.ts), keyed by the greeting's new id.
 */
export async function setGreeting(deps: AppDeps, userId: string, input: SetGreetingInput): Promise<ProfileGreeting> {
  const key = keyFromPath(input.audioPath);
  const upload = key ? await findStoredObject(deps.db, key) : undefined;
  if (!key || !upload || upload.attached !== 0 || upload.purpose !== GREETING_PURPOSE || upload.ownerUserId !== userId || upload.durationMs == null) {
    throw notUsable();
  }
  if (upload.durationMs > MAX_MS) throw AppError.refuse(400, 'greeting_greeting_too_long', 'audioPath');
  const greetingId = newId();
  const next: GreetingFields = { greetingId, greetingPath: input.audioPath, greetingPlayablePath: null, greetingDurationMs: upload.durationMs };
  const profile = await replaceGreeting(deps, userId, next, async (trx, profileId) => {
    if (!(await claimGreetingUpload(trx, key, { userId, profileId, maxMs: MAX_MS }))) throw notUsable();
    await deps.jobs.enqueue(trx, playableJob('greeting', greetingId));
  });
  deps.jobs.wake();
  return toProfile(profile).greeting!;
}

/** Removes the page's greeting and deletes its files. */
export async function removeGreeting(deps: AppDeps, userId: string): Promise<void> {
  const current = await requireOwnProfileRow(deps, userId);
  if (!current.greetingId) throw AppError.refuse(404, 'greeting_no_greeting');
  await replaceGreeting(deps, userId, { greetingId: null, greetingPath: null, greetingPlayablePath: null, greetingDurationMs: null });
}

/**
 * Writes the new greeting columns in a transaction with `alsoDo`, conditional on the greeting read just before, and
 * detaches the replaced files in it; deletes them once it committed. A failed delete leaves a detached file, which
 * the sweeper takes (never a greeting without audio).
 */
async function replaceGreeting(
  deps: AppDeps,
  userId: string,
  next: GreetingFields,
  alsoDo?: (trx: AppDeps['db'], profileId: string) => Promise<void>,
): Promise<ProfileRow> {
  for (let attempt = 1; ; attempt++) {
    const current = await requireOwnProfileRow(deps, userId);
    const replaced = [current.greetingPath, current.greetingPlayablePath].map(keyFromPath).filter((k) => k !== undefined);
    try {
      await deps.db.transaction().execute(async (trx) => {
        await alsoDo?.(trx, current.id);
        if (!(await writeGreeting(trx, current.id, current, next, Date.now()))) throw new ChangedMeanwhile();
        for (const key of replaced) await markDetached(trx, key);
      });
    } catch (err) {
      if (err instanceof ChangedMeanwhile && attempt < ATTEMPTS) continue;
      if (err instanceof ChangedMeanwhile) throw AppError.refuse(409, 'greeting_greeting_not_usable');
      throw err;
    }
    for (const key of replaced) await deleteObject(deps, key);
    return { ...current, ...next };
  }
}
