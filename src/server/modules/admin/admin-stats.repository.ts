import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AdminReadTables } from './admin.table.js';

/** The four platform totals in one round trip. */
export function platformTotals(db: Kysely<DB>) {
  const rdb = db.withTables<AdminReadTables>();
  return rdb
    .selectNoFrom((eb) => [
      eb.selectFrom('users').select((e) => e.fn.countAll<number>().as('n')).as('totalUsers'),
      eb.selectFrom('voiceMessages').select((e) => e.fn.countAll<number>().as('n')).as('totalVoiceMessages'),
      eb.selectFrom('emailSubscribers').select((e) => e.fn.countAll<number>().as('n')).as('totalEmailSubscribers'),
      eb
        .selectFrom('pageViewDays')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('pageViewDays.views'), sql<number>`0`).as('n'))
        .as('totalPageViews'),
    ])
    .executeTakeFirstOrThrow();
}
