import type { Kysely } from 'kysely';
import { precompiled } from '../../db/precompiled.js';
import type { DB } from '../../db/schema.js';

const countersOf = precompiled((db, p: { profileId: string }) =>
  db.selectFrom('profileCounters').select(['voiceMessages', 'emailSubscribers', 'repliesSent', 'pageViews']).where('profileId', '=', p.profileId),
);

/** A profile's maintained totals (zeros before its first message, subscriber, reply or view). */
export async function readProfileCounters(db: Kysely<DB>, profileId: string) {
  const row = await countersOf.first(db, { profileId });
  return row ?? { voiceMessages: 0, emailSubscribers: 0, repliesSent: 0, pageViews: 0 };
}
