import { LIMITS } from '../../../shared/limits.js';
import type { AppDeps } from '../../deps.js';
import { sweepUnattached } from '../../storage/uploads.js';

const VOICE_TTL_MS = LIMITS.voiceUploadTtlHours * 60 * 60 * 1000;

/** Upload purposes of this feature: a guest recording never sent, a reply recording never sent. */
export const VOICE_SWEEP_RULES = [
  { purpose: 'voice', maxAgeMs: VOICE_TTL_MS },
  { purpose: 'reply', maxAgeMs: VOICE_TTL_MS },
];

/** One sweep of unsent recordings (the object sweeper runs it hourly); returns how many went. */
export async function sweepVoiceUploads(deps: Pick<AppDeps, 'db' | 'store'>, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const rule of VOICE_SWEEP_RULES) removed += await sweepUnattached(deps, rule.purpose, rule.maxAgeMs, now);
  return removed;
}
