import { type Kysely, sql } from 'kysely';
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
  return dashboardCountsQuery(db, userId, day).executeTakeFirst();
}

export function dashboardCountsQuery(db: Kysely<DB>, userId: string, day: TimeRange) {
  return db
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
        .where('m.createdAt', '>=', day.start)
        .where('m.createdAt', '<', day.end)
        .as('voiceMessagesToday'),
      eb
        .selectFrom('emailSubscribers as s')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('s.creatorProfileId', '=', 'p.id')
        .where('s.createdAt', '>=', day.start)
        .where('s.createdAt', '<', day.end)
        .as('emailsToday'),
      eb
        .selectFrom('pageViewBuckets as b')
        .select((ib) => ib.fn.coalesce(ib.fn.sum<number>('b.views'), sql<number>`0`).as('n'))
        .whereRef('b.profileId', '=', 'p.id')
        .where('b.bucketStart', '>=', day.start)
        .where('b.bucketStart', '<', day.end)
        .as('pageViewsToday'),
      eb
        .selectFrom('voiceReplies as r')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('r.creatorProfileId', '=', 'p.id')
        .where('r.createdAt', '>=', day.start)
        .where('r.createdAt', '<', day.end)
        .where('r.emailStatus', '=', 'sent')
        .as('repliesToday'),
    ]);
}
