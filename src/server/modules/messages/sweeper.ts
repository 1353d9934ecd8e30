import type { AppDeps } from '../../deps.js';
import { VOICE_SWEEP_RULES } from '../../storage/purposes.js';
import { sweepUnattached } from '../../storage/stored-objects.service.js';

/** One sweep of unsent recordings (the object sweeper runs it hourly); returns how many went. */
export async function sweepVoiceUploads(deps: Pick<AppDeps, 'db' | 'store'>, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const rule of VOICE_SWEEP_RULES) removed += await sweepUnattached(deps, rule.purpose, rule.maxAgeMs, now);
  return removed;
}
