import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Tick {
  name: string;
  everyMs: number;
  /** Must be safe on every instance at once (it only enqueues idempotent jobs, say): each instance runs its own. */
  run(): Promise<unknown>;
}

/**
 * Runs the modules' periodic work (handed in by app.ts) while the app is up: each tick once after start, then every
 * `everyMs`, never two runs of one tick at once. A failed run is logged and tried again at the next beat.
 */
export default fp(
  async function scheduler(app: FastifyInstance, opts: { ticks: Tick[] }) {
    const timers: NodeJS.Timeout[] = [];
    const running = new Set<Promise<unknown>>();
    let closing = false;
    app.addHook('onReady', async () => {
      for (const tick of opts.ticks) {
        let busy = false;
        const beat = () => {
          if (busy || closing) return;
          busy = true;
          const run = tick
            .run()
            .catch((err: unknown) => app.log.warn({ err, tick: tick.name }, 'a scheduled tick failed'))
            .finally(() => {
              busy = false;
              running.delete(run);
            });
          running.add(run);
        };
        beat();
        timers.push(setInterval(beat, tick.everyMs).unref());
      }
    });
    app.addHook('onClose', async () => {
      closing = true;
      for (const t of timers) clearInterval(t);
      await Promise.all(running);
    });
  },
  { name: 'scheduler', dependencies: ['deps'] },
);
