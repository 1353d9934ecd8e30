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

// Users are joined to their profiles only when a search needs the profile's columns: without a search the join
// made every count and every deep page visit all 10,000 profiles (4-5 ms each at marketing scale).

export async function countUsers(db: Kysely<DB>, filter: UserFilter): Promise<number> {
  if (!filter.q) {
    let q = db.selectFrom('users').select((eb) => eb.fn.countAll().as('n'));
    if (filter.userId) q = q.where('users.id', '=', filter.userId);
    return Number((await q.executeTakeFirstOrThrow()).n);
  }
  const r = await db
    .selectFrom('users')
    .leftJoin('creatorProfiles', 'creatorProfiles.userId', 'users.id')
    .select((eb) => eb.fn.countAll().as('n'))
    .where((eb) => matches(eb, filter))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The ids of one page of users, newest first: through the (created_at, id) index alone unless searching. */
function pageOfUsers(db: Kysely<DB>, filter: UserFilter, page: { limit: number; offset: number }) {
  if (filter.q) {
    return db
      .selectFrom('users')
      .leftJoin('creatorProfiles', 'creatorProfiles.userId', 'users.id')
      .select(['users.id as userId', 'creatorProfiles.id as profileId'])
      .where((eb) => matches(eb, filter))
      .orderBy('users.createdAt', 'desc')
      .orderBy('users.id', 'desc')
      .limit(page.limit)
      .offset(page.offset);
  }
  let ids = db.selectFrom('users').select(['users.id']).orderBy('users.createdAt', 'desc').orderBy('users.id', 'desc');
  if (filter.userId) ids = ids.where('users.id', '=', filter.userId);
  return db
    .selectFrom(ids.limit(page.limit).offset(page.offset).as('u'))
    .leftJoin('creatorProfiles', 'creatorProfiles.userId', 'u.id')
    .select(['u.id as userId', 'creatorProfiles.id as profileId']);
}

/**
 * One page of users with their counts, in ONE query: the page is picked first (CTE), then joined to each
 * profile's maintained counters (kept by triggers, see migration 004), so the cost follows the page size,
 * never the number of messages: grouping a page's rows cost 30-45 ms at marketing scale.
 * Replies are those sent, as on the creator's dashboard.
 */
export function listUsersWithStats(db: Kysely<DB>, filter: UserFilter, page: { limit: number; offset: number }) {
  const rdb = db.withTables<AdminReadTables>();
  return rdb
    .with('page', () => pageOfUsers(db, filter, page))
    .selectFrom('page')
    .innerJoin('users', 'users.id', 'page.userId')
    .leftJoin('profileCounters as c', 'c.profileId', 'page.profileId')
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
      eb.fn.coalesce('c.voiceMessages', sql<number>`0`).as('voiceMessages'),
      eb.fn.coalesce('c.emailSubscribers', sql<number>`0`).as('emailSubscribers'),
      eb.fn.coalesce('c.repliesSent', sql<number>`0`).as('voiceReplies'),
      eb.fn.coalesce('c.pageViews', sql<number>`0`).as('pageViews'),
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
