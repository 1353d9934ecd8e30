import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.js';

/* The host's Email Subscribers screen (docs/decisions/009): reading and removing; guests are added by subscribers.repository.ts. */

/** Narrows to rows whose email or name contains `q` (case-insensitive; % and _ taken literally). */
function matching(q: string | undefined) {
  return <QB extends SelectQueryBuilder<DB, 'emailSubscribers', any>>(qb: QB): QB => {
    if (!q) return qb;
    const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return qb.where(
      sql<boolean>`(lower(email) LIKE ${pattern} ESCAPE '\\' OR lower(coalesce(sender_name, '')) LIKE ${pattern} ESCAPE '\\')`,
    ) as QB;
  };
}

const LISTED = ['id', 'email', 'senderName', 'createdAt', 'messageCount'] as const;

/** One page, newest first, for the table. */
export function listSubscribers(db: Kysely<DB>, profileId: string, page: { limit: number; offset: number; q?: string }) {
  return db
    .selectFrom('emailSubscribers')
    .select(LISTED)
    .where('creatorProfileId', '=', profileId)
    .$call(matching(page.q))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** How many rows a search matches (plain totals come from the maintained counter instead). */
export async function countMatchingSubscribers(db: Kysely<DB>, profileId: string, q: string): Promise<number> {
  const row = await db
    .selectFrom('emailSubscribers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('creatorProfileId', '=', profileId)
    .$call(matching(q))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Subscribers who joined at or after `since` (an index range over (profile, created_at)). */
export async function countSubscribersSince(db: Kysely<DB>, profileId: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('emailSubscribers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('creatorProfileId', '=', profileId)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface SubscriberCursor {
  createdAt: number;
  id: string;
}

/** The next `limit` rows after `cursor`, newest first: keyset paging, so each page costs the same. */
export function subscribersAfter(db: Kysely<DB>, profileId: string, cursor: SubscriberCursor | undefined, limit: number) {
  let qb = db.selectFrom('emailSubscribers').select(LISTED).where('creatorProfileId', '=', profileId);
  if (cursor) {
    // The plain bound first, so the (profile, created_at) index starts each page where the last one ended.
    qb = qb
      .where('createdAt', '<=', cursor.createdAt)
      .where((eb) => eb.or([eb('createdAt', '<', cursor.createdAt), eb('id', '<', cursor.id)]));
  }
  return qb.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Removes one of this host's subscribers; false when there is no such row for this host. */
export async function deleteSubscriber(db: Kysely<DB>, profileId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('emailSubscribers')
    .where('creatorProfileId', '=', profileId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
