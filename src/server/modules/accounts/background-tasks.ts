import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';

// Work that must not hold up or fail a response (sending mail). Tracked per app so close can wait for it.
const pending = new WeakMap<AppDeps, Set<Promise<void>>>();

export function runInBackground(deps: AppDeps, log: FastifyBaseLogger, what: string, task: () => Promise<unknown>) {
  let set = pending.get(deps);
  if (!set) pending.set(deps, (set = new Set()));
  const p: Promise<void> = Promise.resolve()
    .then(task)
    .then(
      () => undefined,
      (err) => log.error({ err }, `${what} failed`),
    )
    .finally(() => set.delete(p));
  set.add(p);
}

/** Resolves when every task started so far (and any they started) has finished. */
export async function settleBackgroundTasks(deps: AppDeps): Promise<void> {
  const set = pending.get(deps);
  while (set && set.size > 0) await Promise.all([...set]);
}
