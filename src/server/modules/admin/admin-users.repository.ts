import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from '../../db/database.js';
import { precompiled } from '../../db/precompiled.js';
import type { DB } from '../../db/schema.js';
import { USER_JSON } from './admin-users.view-sql.js';

type UsersScope = ExpressionBuilder<DB, 'users' | 'creatorProfiles'>;

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

// The unfiltered list, each admin's first view and every page turn: compiled once (precompiled.ts). The total is
// kept by triggers (migration 015): counting the users cost PostgreSQL a sixth of a page's time at 10,000.
const countAll = precompiled((db) => db.selectFrom('platformCounters').select('users as n').where('id', '=', 1));

export async function countUsers(db: Kysely<DB>, filter: UserFilter): Promise<number> {
  if (!filter.q && !filter.userId) return Number((await countAll.first(db, {}))!.n);
  if (!filter.q) {
    const q = db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('users.id', '=', filter.userId!);
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

type Page = { limit: number; offset: number };

/** The ids and sign-up times of one page of users, newest first: through the (created_at, id) index alone unless searching. */
function pageOfUsers(db: Kysely<DB>, filter: UserFilter, page: Page) {
  if (filter.q) {
    return db
      .selectFrom('users')
      .leftJoin('creatorProfiles', 'creatorProfiles.userId', 'users.id')
      .select(['users.id', 'users.createdAt'])
      .where((eb) => matches(eb, filter))
      .orderBy('users.createdAt', 'desc')
      .orderBy('users.id', 'desc')
      .limit(page.limit)
      .offset(page.offset);
  }
  let ids = db.selectFrom('users').select(['users.id', 'users.createdAt']);
  if (filter.userId) ids = ids.where('users.id', '=', filter.userId);
  return ids.orderBy('users.createdAt', 'desc').orderBy('users.id', 'desc').limit(page.limit).offset(page.offset);
}

/**
 * One page of users as the JSON text of `AdminUserView[]`, newest first, in ONE query whose rows the database
 * also serializes (see admin-users.view-sql.ts). The page is picked first (CTE); each of its rows then looks up its
 * user, profile and the profile's maintained counters (kept by triggers, see migration 004) in a correlated
 * subquery, so the cost follows the page size, never the number of users or messages. As a join, PostgreSQL's
 * planner hashed the whole users table to meet 100 ids and sorted the finished rows again: 2.7 against 2.0 ms per
 * page at marketing scale; SQLite runs both forms alike (0.40 against 0.43 ms), index lookups either way. The rows
 * come in the page's order without another sort on either database; the array they make is joined here: a sorted
 * `json_group_array` made SQLite copy and sort the 92 KB of a page's finished text (bench/RESULTS.md).
 */
export async function listUsersJson(db: Kysely<DB>, dialect: Dialect, filter: UserFilter, page: Page): Promise<string> {
  const rows = !filter.q && !filter.userId ? await unfilteredPage[dialect].all(db, page) : await usersJson(db, dialect, filter, page).execute();
  return `[${rows.map((r) => r.user).join(',')}]`;
}

function usersJson(db: Kysely<DB>, dialect: Dialect, filter: UserFilter, page: Page) {
  return db
    .with('page', () => pageOfUsers(db, filter, page))
    .selectFrom('page')
    .select((eb) =>
      eb
        .selectFrom('users as u')
        .leftJoin('creatorProfiles as p', 'p.userId', 'u.id')
        .leftJoin('profileCounters as c', 'c.profileId', 'p.id')
        .select(USER_JSON[dialect].as('user'))
        .whereRef('u.id', '=', 'page.id')
        .$asScalar()
        .as('user'),
    )
    .orderBy('page.createdAt', 'desc')
    .orderBy('page.id', 'desc');
}

// Building this query (a CTE, three joins and the JSON text) cost about as much as the database's page lookups.
const unfilteredPage = {
  sqlite: precompiled((db, p: Page) => usersJson(db, 'sqlite', {}, p)),
  postgres: precompiled((db, p: Page) => usersJson(db, 'postgres', {}, p)),
};

export function listVoiceMessagesOfProfile(db: Kysely<DB>, profileId: string, limit: number) {
  return db
    .selectFrom('voiceMessages')
    .select(['id', 'senderName', 'senderEmail', 'createdAt', 'audioPath', 'playablePath', 'prompt', 'photoPath'])
    .where('creatorProfileId', '=', profileId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Who co-hosts this user's page, and whose pages this user co-hosts (the user details; docs/decisions/053). */
export async function listCoHostingOf(db: Kysely<DB>, userId: string) {
  const [coHosts, coHostOf] = await Promise.all([
    db
      .selectFrom('coHosts as c')
      .innerJoin('creatorProfiles as p', 'p.id', 'c.creatorProfileId')
      .innerJoin('users as u', 'u.id', 'c.userId')
      .select(['u.id as userId', 'u.firstName', 'u.lastName', 'u.email', 'c.addedAt'])
      .where('p.userId', '=', userId)
      .orderBy('c.addedAt')
      .execute(),
    db
      .selectFrom('coHosts as c')
      .innerJoin('creatorProfiles as p', 'p.id', 'c.creatorProfileId')
      .select(['p.userId', 'p.username', 'p.displayName', 'c.addedAt'])
      .where('c.userId', '=', userId)
      .orderBy('c.addedAt')
      .execute(),
  ]);
  return { coHosts, coHostOf };
}
