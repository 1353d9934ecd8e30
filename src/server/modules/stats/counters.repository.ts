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

const ownMessageTotal = precompiled((db, p: { userId: string }) =>
  db
    .selectFrom('creatorProfiles as p')
    .leftJoin('profileCounters as c', 'c.profileId', 'p.id')
    .select(['p.id as profileId', 'c.voiceMessages', 'c.messagesVersion'])
    .where('p.userId', '=', p.userId),
);

/**
 * The signed-in creator's profile id, message total and message-list version, in one lookup: the inbox needs
 * nothing else of the profile, and reading the whole row and then the counters was two of the list's four
 * queries. Undefined when the user has no profile yet.
 */
export async function readOwnMessageTotal(db: Kysely<DB>, userId: string) {
  const row = await ownMessageTotal.first(db, { userId });
  return row && { profileId: row.profileId, voiceMessages: Number(row.voiceMessages ?? 0), messagesVersion: String(row.messagesVersion ?? 0) };
}
