import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AdminReadTables } from './admin.table.js';

type ReadDB = DB & AdminReadTables;
type UsersScope = ExpressionBuilder<ReadDB, 'users' | 'creatorProfiles'>;

export interface UserFilter {
  q?: string;
  userId?: string;
}

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive substring search that reads the same on SQLite and PostgreSQL. */
function matches(eb: UsersScope, filter: UserFilter) {
  const conditions = [];
  if (filter.userId) conditions.push(eb('users.id', '=', filter.userId));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const like = (expr: unknown) => sql<boolean>`lower(${expr}) like ${pattern} escape '\\'`;
    conditions.push(
      eb.or([
        like(eb.ref('users.email')),
        like(eb.ref('users.firstName')),
        like(eb.ref('users.lastName')),
        like(sql`${eb.ref('users.firstName')} || ' ' || ${eb.ref('users.lastName')}`),
        like(eb.ref('creatorProfiles.username')),
        like(eb.ref('creatorProfiles.displayName')),
      ]),
    );
  }
  return eb.and(conditions);
}

export async function countUsers(db: Kysely<DB>, filter: UserFilter): Promise<number> {
  const r = await db
    .selectFrom('users')
    .leftJoin('creatorProfiles', 'creatorProfiles.userId', 'users.id')
    .select((eb) => eb.fn.countAll().as('n'))
    .where((eb) => matches(eb, filter))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * One page of users with their counts, in ONE query: the page is picked first (CTE), then each count is a
 * grouped subquery limited to the page's profiles and left-joined, so the cost follows the page size,
 * not the number of users or messages.
 */
export function listUsersWithStats(db: Kysely<DB>, filter: UserFilter, page: { limit: number; offset: number }) {
  const rdb = db.withTables<AdminReadTables>();
  return rdb
    .with('page', (qc) =>
      qc
        .selectFrom('users')
        .leftJoin('creatorProfiles', 'creatorProfiles.userId', 'users.id')
        .select(['users.id as userId', 'creatorProfiles.id as profileId'])
        .where((eb) => matches(eb, filter))
        .orderBy('users.createdAt', 'desc')
        .orderBy('users.id', 'desc')
        .limit(page.limit)
        .offset(page.offset),
    )
    .selectFrom('page')
    .innerJoin('users', 'users.id', 'page.userId')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('voiceMessages')
          .select((e) => ['voiceMessages.creatorProfileId as profileId', e.fn.countAll().as('n')])
          .where('voiceMessages.creatorProfileId', 'in', eb.selectFrom('page').select('page.profileId'))
          .groupBy('voiceMessages.creatorProfileId')
          .as('vm'),
      (join) => join.onRef('vm.profileId', '=', 'page.profileId'),
    )
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('emailSubscribers')
          .select((e) => ['emailSubscribers.creatorProfileId as profileId', e.fn.countAll().as('n')])
          .where('emailSubscribers.creatorProfileId', 'in', eb.selectFrom('page').select('page.profileId'))
          .groupBy('emailSubscribers.creatorProfileId')
          .as('es'),
      (join) => join.onRef('es.profileId', '=', 'page.profileId'),
    )
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('voiceReplies')
          .select((e) => ['voiceReplies.creatorProfileId as profileId', e.fn.countAll().as('n')])
          .where('voiceReplies.creatorProfileId', 'in', eb.selectFrom('page').select('page.profileId'))
          .groupBy('voiceReplies.creatorProfileId')
          .as('vr'),
      (join) => join.onRef('vr.profileId', '=', 'page.profileId'),
    )
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('pageViewDays')
          .select((e) => ['pageViewDays.profileId', e.fn.sum<number>('pageViewDays.views').as('n')])
          .where('pageViewDays.profileId', 'in', eb.selectFrom('page').select('page.profileId'))
          .groupBy('pageViewDays.profileId')
          .as('pv'),
      (join) => join.onRef('pv.profileId', '=', 'page.profileId'),
    )
    .select((eb) => [
      'users.id',
      'users.firstName',
      'users.lastName',
      'users.email',
      'users.createdAt',
      'users.authProvider',
      'users.isEmailVerified',
      'users.googleId',
      'users.githubId',
      'page.profileId',
      eb.fn.coalesce('vm.n', sql<number>`0`).as('voiceMessages'),
      eb.fn.coalesce('es.n', sql<number>`0`).as('emailSubscribers'),
      eb.fn.coalesce('vr.n', sql<number>`0`).as('voiceReplies'),
      eb.fn.coalesce('pv.n', sql<number>`0`).as('pageViews'),
    ])
    .orderBy('users.createdAt', 'desc')
    .orderBy('users.id', 'desc')
    .execute();
}

export function findProfilesByIds(db: Kysely<DB>, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('creatorProfiles').selectAll().where('id', 'in', ids).execute();
}

export function listVoiceMessagesOfProfile(db: Kysely<DB>, profileId: string, limit: number) {
  return db
    .selectFrom('voiceMessages')
    .select(['id', 'senderName', 'senderEmail', 'createdAt', 'audioPath'])
    .where('creatorProfileId', '=', profileId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
