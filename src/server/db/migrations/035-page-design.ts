import type { Kysely } from 'kysely';

/**
 * The guest page's design (docs/decisions/080): what the page celebrates (one of EVENT_KINDS) and its designed theme
 * (one of PAGE_THEMES); both null until the host picks, which reads as no kind said and the classic look.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('creator_profiles').addColumn('event_kind', 'text').execute();
  await db.schema.alterTable('creator_profiles').addColumn('page_theme', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('creator_profiles').dropColumn('page_theme').execute();
  await db.schema.alterTable('creator_profiles').dropColumn('event_kind').execute();
}
