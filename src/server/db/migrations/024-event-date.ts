import type { Kysely } from 'kysely';

/** The day of the host's event (docs/decisions/050), a calendar date 'YYYY-MM-DD' with no time zone: it is the same day everywhere. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('creator_profiles').addColumn('event_date', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('creator_profiles').dropColumn('event_date').execute();
}
