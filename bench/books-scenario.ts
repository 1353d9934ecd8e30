import { percentile } from './measure.js';
import { addMessages, removeMessages, sampleHealth, seededHost, timedGet } from './keepsake-hosts.js';
import type { Scenario } from './scenario.js';

const HOSTS = 8;
const MESSAGES = 2000;
/** Seeded hosts of ordinary size (about 45 messages each), given 2,000 more for the run. */
const FIRST_HOST = 11;

/**
 * Books drawn in their own lane (docs/decisions/071 and 072): eight hosts with 2,000 messages each ask for their printable book at the same moment, while a
 * monitor asks for /api/health one request after another. Baseline in the same run: /api/health alone, just before.
 * Then the same eight books are asked for again (nothing changed: a kept book is sent as it is).
 */
export const booksScenario: Scenario = {
  name: 'books',
  async run(ctx) {
    const tag = `books-${Date.now()}`;
    const hosts: { profileId: string; cookie: string }[] = [];
    for (let i = 0; i < HOSTS; i++) {
      const host = await seededHost(ctx, FIRST_HOST + i);
      await addMessages(ctx, host.profileId, MESSAGES, `${tag}-${i}`);
      hosts.push(host);
    }
    try {
      const idle = await sampleHealth(ctx.server.base, new Promise((r) => setTimeout(r, 5000)));
      const askAll = async () => {
        const started = performance.now();
        const books = hosts.map((h) => timedGet(`${ctx.server.base}/api/keepsake/book?tz=UTC`, { cookie: h.cookie }));
        const health = sampleHealth(ctx.server.base, Promise.allSettled(books));
        const answers = await Promise.all(books);
        const wallMs = performance.now() - started;
        const ok = answers.filter((a) => a.status === 200 && a.bytes.subarray(0, 5).toString() === '%PDF-').length;
        return { ok, wallMs, health: await health, slowest: Math.max(...answers.map((a) => a.ms)) };
      };
      const first = await askAll();
      const again = await askAll();
      const fmt = (xs: number[]) => `p50 ${percentile(xs, 50).toFixed(0)} ms, p99 ${percentile(xs, 99).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms (${xs.length} requests)`;
      ctx.record(
        `/api/health while ${HOSTS} hosts ask for their book of ${MESSAGES} messages at once`,
        `${first.ok} of ${HOSTS} books; health ${fmt(first.health)}; the last book after ${(first.slowest / 1000).toFixed(1)} s. Baseline, health alone just before: ${fmt(idle)}. ` +
          `Asked again, nothing changed: ${again.ok} of ${HOSTS} books, the last after ${(again.slowest / 1000).toFixed(1)} s; health ${fmt(again.health)}`,
        'health p99 < 100 ms, every book made',
        first.ok === HOSTS && percentile(first.health, 99) < 100,
      );
    } finally {
      for (let i = 0; i < HOSTS; i++) await removeMessages(ctx, `${tag}-${i}`);
    }
  },
};
