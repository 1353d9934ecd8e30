import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import type { DB } from '../../db/schema.js';
import { down, up } from '../../db/migrations/012-activity-buckets.js';
import { createCreator, describeEachDatabase } from '../../test/harness.js';
import { readDashboardCounts } from './stats.repository.js';
import { getDashboardStats } from './stats.service.js';
import { insertMessage, insertReply, insertSubscriber } from './stats.test-support.js';
import { localDay } from '../../lib/time-zone.js';

const MINUTE = 60_000;
const NOW = Date.parse('2026-11-21T18:20:00Z');

/** Rows spread over two days at odd minutes, some changed or removed afterwards, and what is left of them. */
async function activity(db: Kysely<DB>, profileId: string) {
  const messages: number[] = [];
  const subscribers: number[] = [];
  const sentReplies: number[] = [];
  for (let i = 0; i < 40; i++) {
    const at = NOW - 47 * 60 * MINUTE + i * 71 * MINUTE + (i % 7) * 1000;
    const message = await insertMessage(db, profileId, at);
    messages.push(at);
    await insertSubscriber(db, profileId, `guest${i % 30}@example.com`, at); // the same guest twice: one subscriber
    if (i < 30) subscribers.push(at);
    if (i % 3 === 0) {
      const reply = await insertReply(db, profileId, message, at + MINUTE, i % 2 ? 'sent' : 'failed');
      if (i % 2) sentReplies.push(at + MINUTE);
      else if (i % 4 === 0) {
        // A failed reply resent: now it counts, in the bucket of the time it was made.
        await db.updateTable('voiceReplies').set({ emailStatus: 'sent' }).where('id', '=', reply).execute();
        sentReplies.push(at + MINUTE);
      }
    }
    if (i % 10 === 5) {
      // A deleted message takes its replies with it.
      await db.deleteFrom('voiceMessages').where('id', '=', message).execute();
      messages.pop();
      if (i % 3 === 0 && sentReplies.at(-1) === at + MINUTE) sentReplies.pop();
    }
  }
  const within = (times: number[], day: { start: number; end: number }) => times.filter((t) => t >= day.start && t < day.end).length;
  return (day: { start: number; end: number }) => ({
    voiceMessagesToday: within(messages, day),
    emailsToday: within(subscribers, day),
    repliesToday: within(sentReplies, day),
  });
}

const todayOf = (row: Awaited<ReturnType<typeof readDashboardCounts>>) => ({
  voiceMessagesToday: Number(row!.voiceMessagesToday),
  emailsToday: Number(row!.emailsToday),
  repliesToday: Number(row!.repliesToday),
});

describeEachDatabase("'today' from 15-minute buckets", (ctx) => {
  it('matches the rows themselves in zones offset by whole, half and quarter hours', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const expected = await activity(app.deps.db, host.profile!.id);
    for (const zone of ['UTC', 'Europe/Berlin', 'America/Los_Angeles', 'Asia/Kolkata', 'America/St_Johns', 'Asia/Kathmandu', 'Pacific/Chatham']) {
      for (const now of [NOW, NOW - 20 * 60 * MINUTE]) {
        const day = localDay(zone, now);
        const want = expected(day);
        const stats = await getDashboardStats(app.deps, host.user.id, zone, now);
        expect({ zone, now, today: [stats.voiceMessages.today, stats.emails.today, stats.replies.today] }).toEqual({
          zone,
          now,
          today: [want.voiceMessagesToday, want.emailsToday, want.repliesToday],
        });
      }
    }
    // Sanity: the data does put rows inside and outside the day.
    const utc = expected(localDay('UTC', NOW));
    expect(utc.voiceMessagesToday).toBeGreaterThan(5);
    expect(utc.voiceMessagesToday).toBeLessThan(36);
  });

  it('counts the rows themselves for a day that does not start on a quarter hour', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const expected = await activity(app.deps.db, host.profile!.id);
    const utc = localDay('UTC', NOW);
    const day = { start: utc.start + 7 * MINUTE + 13_000, end: utc.end + 7 * MINUTE + 13_000 };
    expect(todayOf(await readDashboardCounts(app.deps.db, host.user.id, day))).toEqual(expected(day));
  });

  it('counts, when the migration runs, what was written before it', async () => {
    const { app } = ctx();
    const { db } = app.deps;
    const host = await createCreator(app);
    const expected = await activity(db, host.profile!.id);
    await down(db as Kysely<unknown>);
    await up(db as Kysely<unknown>);
    for (const zone of ['UTC', 'Asia/Kathmandu']) {
      const day = localDay(zone, NOW);
      expect(todayOf(await readDashboardCounts(db, host.user.id, day))).toEqual(expected(day));
    }
    // And the triggers are back: a new message shows at once.
    await insertMessage(db, host.profile!.id, NOW);
    const day = localDay('UTC', NOW);
    expect(todayOf(await readDashboardCounts(db, host.user.id, day)).voiceMessagesToday).toBe(expected(day).voiceMessagesToday + 1);
  });
});
