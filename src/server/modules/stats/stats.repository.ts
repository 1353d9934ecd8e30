import { type Kysely, sql } from 'kysely';
import { precompiled } from '../../db/precompiled.js';
import type { DB } from '../../db/schema.js';

export interface TimeRange {
  start: number;
  end: number;
}

/**
 * A creator's totals (maintained counters: one row) and the day's figures (index range counts over
 * (profile, created_at), so they cost what the day holds, never the whole history), in one round trip.
 */
export function readDashboardCounts(db: Kysely<DB>, userId: string, day: TimeRange) {
  return dashboardCounts.first(db, { userId, start: day.start, end: day.end });
}

// Every dashboard load and refresh: compiled once.
const dashboardCounts = precompiled((db, { userId, start, end }: { userId: string } & TimeRange) =>
  db
    .selectFrom('creatorProfiles as p')
    .leftJoin('profileCounters as c', 'c.profileId', 'p.id')
    .where('p.userId', '=', userId)
    .select((eb) => [
      eb.fn.coalesce('c.voiceMessages', sql<number>`0`).as('voiceMessagesTotal'),
      eb.fn.coalesce('c.emailSubscribers', sql<number>`0`).as('emailsTotal'),
      eb.fn.coalesce('c.pageViews', sql<number>`0`).as('pageViewsTotal'),
      eb.fn.coalesce('c.repliesSent', sql<number>`0`).as('repliesTotal'),
      eb
        .selectFrom('voiceMessages as m')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('m.creatorProfileId', '=', 'p.id')
        .where('m.createdAt', '>=', start)
        .where('m.createdAt', '<', end)
        .as('voiceMessagesToday'),
      eb
        .selectFrom('emailSubscribers as s')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('s.creatorProfileId', '=', 'p.id')
        .where('s.createdAt', '>=', start)
        .where('s.createdAt', '<', end)
        .as('emailsToday'),
      eb
        .selectFrom('pageViewBuckets as b')
        .select((ib) => ib.fn.coalesce(ib.fn.sum<number>('b.views'), sql<number>`0`).as('n'))
        .whereRef('b.profileId', '=', 'p.id')
        .where('b.bucketStart', '>=', start)
        .where('b.bucketStart', '<', end)
        .as('pageViewsToday'),
      eb
        .selectFrom('voiceReplies as r')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('r.creatorProfileId', '=', 'p.id')
        .where('r.createdAt', '>=', start)
        .where('r.createdAt', '<', end)
        .where('r.emailStatus', '=', 'sent')
        .as('repliesToday'),
    ]),
);
