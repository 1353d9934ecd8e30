import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * Marks a visitor as counted now unless they were counted after `countedSince`.
 * One statement (upsert with a guarded update), so two racing beacons cannot both count.
 * Returns true when this call counted the visit.
 */
export async function claimVisit(db: Kysely<DB>, v: { profileId: string; visitorKey: string; now: number; countedSince: number }) {
  const row = await db
    .insertInto('pageVisits')
    .values({ profileId: v.profileId, visitorKey: v.visitorKey, lastCountedAt: v.now })
    .onConflict((oc) =>
      oc
        .columns(['profileId', 'visitorKey'])
        .doUpdateSet({ lastCountedAt: v.now })
        .where('pageVisits.lastCountedAt', '<=', v.countedSince),
    )
    .returning('lastCountedAt')
    .executeTakeFirst();
  return row !== undefined;
}

export async function rememberVisitor(db: Kysely<DB>, v: { profileId: string; visitorKey: string; now: number }) {
  await db
    .insertInto('pageVisits')
    .values({ profileId: v.profileId, visitorKey: v.visitorKey, lastCountedAt: v.now })
    .onConflict((oc) => oc.columns(['profileId', 'visitorKey']).doUpdateSet({ lastCountedAt: v.now }))
    .execute();
}

/** One more view on the UTC day and in its 15-minute bucket (the counters follow by trigger). */
export async function addView(db: Kysely<DB>, v: { profileId: string; day: string; bucketStart: number }) {
  await db
    .insertInto('pageViewDays')
    .values({ profileId: v.profileId, day: v.day, views: 1 })
    .onConflict((oc) => oc.columns(['profileId', 'day']).doUpdateSet((eb) => ({ views: eb('pageViewDays.views', '+', 1) })))
    .execute();
  await db
    .insertInto('pageViewBuckets')
    .values({ profileId: v.profileId, bucketStart: v.bucketStart, views: 1 })
    .onConflict((oc) =>
      oc.columns(['profileId', 'bucketStart']).doUpdateSet((eb) => ({ views: eb('pageViewBuckets.views', '+', 1) })),
    )
    .execute();
}

/** Forgets visitors past the de-duplication window and buckets older than any zone's "today". */
export async function sweepPageViewState(db: Kysely<DB>, visitsBefore: number, bucketsBefore: number) {
  await db.deleteFrom('pageVisits').where('lastCountedAt', '<', visitsBefore).execute();
  await db.deleteFrom('pageViewBuckets').where('bucketStart', '<', bucketsBefore).execute();
}
