import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LIMITS } from '../../../shared/limits.js';
import type { AppDeps } from '../../deps.js';
import { listUnattachedBefore } from '../../storage/stored-objects.repository.js';
import { deleteIfUnattached } from './voice-objects.repository.js';

const HOUR = 60 * 60 * 1000;

/**
 * Deletes guest recordings that no message claimed within 24 h (recorded, never sent) and reply
 * recordings never sent. Safe on several instances at once. Returns the count.
 */
export async function sweepVoiceUploads(deps: Pick<AppDeps, 'db' | 'store'>, now = Date.now()): Promise<number> {
  const before = now - LIMITS.voiceUploadTtlHours * HOUR;
  let removed = 0;
  for (const purpose of ['voice', 'reply']) {
    for (;;) {
      const batch = await listUnattachedBefore(deps.db, purpose, before, 100);
      for (const { key } of batch) {
        // Row first and only if still unattached, so a message sent at this very moment keeps its audio.
        if (!(await deleteIfUnattached(deps.db, key))) continue;
        await deps.store.delete(key);
        removed++;
      }
      if (batch.length < 100) break;
    }
  }
  return removed;
}

/**
 * Runs the sweep a minute after start (instances that restart often would otherwise never sweep) and then
 * every hour; the timers never keep the process alive and stop with the app.
 */
export default fp(
  async function voiceSweeper(app: FastifyInstance) {
    const sweep = () => {
      sweepVoiceUploads(app.deps).catch((err: unknown) => app.log.error({ err }, 'voice upload sweep failed'));
    };
    const first = setTimeout(sweep, 60_000).unref();
    const timer = setInterval(sweep, HOUR).unref();
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(timer);
    });
  },
  { name: 'voice-sweeper', dependencies: ['deps'] },
);
