import type { AppDeps } from '../../deps.js';
import type { JobHandler } from '../../jobs/job-queue.js';
import { CAPSULE_SEALED_JOB } from './capsule.js';
import { CAPSULE_OPENED_JOB, CAPSULE_TICK_MS, capsuleOpenedHandler, enqueueOpenedCapsules } from './capsule-opening.js';
import { capsuleSealedHandler } from './capsule-sealed.js';

/** Every job kind of the time capsule, with what runs it (app.ts hands them to the job worker). */
export function capsuleJobHandlers(deps: AppDeps): Record<string, JobHandler> {
  return {
    [CAPSULE_OPENED_JOB]: capsuleOpenedHandler(deps),
    [CAPSULE_SEALED_JOB]: capsuleSealedHandler(deps),
  };
}

/** The time capsule's periodic work, for the scheduler (app.ts): the capsules whose day has come. */
export const capsuleTicks = (deps: AppDeps) => [{ name: 'time capsule openings', everyMs: CAPSULE_TICK_MS, run: () => enqueueOpenedCapsules(deps) }];
