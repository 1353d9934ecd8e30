import { LIMITS } from '../../../shared/limits.js';
import type { AppDeps } from '../../deps.js';
import { sweepUnattached } from '../../storage/uploads.js';

const VOICE_TTL_MS = LIMITS.unclaimedRecordingMinutes * 60_000;

/**
 * Upload purposes of this feature: a recording never sent (a reply's is 'voice' until claimed too; 'reply' rows are
 * unattached only once their message was deleted), and a playable copy that was never recorded (its job lost a race
 * or the process died between storing and recording it).
 */
export const VOICE_SWEEP_RULES = [
  { purpose: 'voice', maxAgeMs: VOICE_TTL_MS },
  { purpose: 'reply', maxAgeMs: VOICE_TTL_MS },
  { purpose: 'playable', maxAgeMs: VOICE_TTL_MS },
];

/** One sweep of unsent recordings (the object sweeper runs it hourly); returns how many went. */
export async function sweepVoiceUploads(deps: Pick<AppDeps, 'db' | 'store'>, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const rule of VOICE_SWEEP_RULES) removed += await sweepUnattached(deps, rule.purpose, rule.maxAgeMs, now);
  return removed;
}
