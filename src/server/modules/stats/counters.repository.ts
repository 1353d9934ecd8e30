import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** A profile's maintained totals (zeros before its first message, subscriber, reply or view). */
export async function readProfileCounters(db: Kysely<DB>, profileId: string) {
  const row = await db
    .selectFrom('profileCounters')
    .select(['voiceMessages', 'emailSubscribers', 'repliesSent', 'pageViews'])
    .where('profileId', '=', profileId)
    .executeTakeFirst();
  return row ?? { voiceMessages: 0, emailSubscribers: 0, repliesSent: 0, pageViews: 0 };
}
