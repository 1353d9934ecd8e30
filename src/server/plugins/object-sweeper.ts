import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SWEEP_RULES } from '../storage/purposes.js';
import { sweepUnattached } from '../storage/stored-objects.service.js';

const HOUR = 3600_000;

/**
 * Regular removal of uploads nothing refers to (a background uploaded but never saved). Every instance may run
 * it; deleting an object twice is harmless.
 */
export default fp(
  async function objectSweeper(app: FastifyInstance) {
    const run = async () => {
      try {
        // An hour is far longer than any upload in flight takes to write.
        const removed = (await app.deps.store.sweepPartial?.(HOUR)) ?? 0;
        if (removed) app.log.info({ removed }, 'swept partial writes');
      } catch (err) {
        app.log.warn({ err }, 'sweeping partial writes failed');
      }
      for (const rule of SWEEP_RULES) {
        try {
          const removed = await sweepUnattached(app.deps, rule.purpose, rule.maxAgeMs);
          if (removed) app.log.info({ purpose: rule.purpose, removed }, 'swept unattached uploads');
        } catch (err) {
          app.log.warn({ err, purpose: rule.purpose }, 'sweeping unattached uploads failed');
        }
      }
    };
    // A first sweep a minute after start: instances that restart often would otherwise never sweep. Every ten
    // minutes after that, so that recordings nobody sent (kept an hour) go soon after their hour.
    const first = setTimeout(run, 60_000).unref();
    const timer = setInterval(run, 10 * 60_000).unref();
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(timer);
    });
  },
  { name: 'object-sweeper', dependencies: ['deps'] },
);
