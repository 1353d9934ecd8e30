import type { Kysely } from 'kysely';

/**
 * The languages (docs/decisions/055). A host's page has a language of its own ('en' until they choose) and
 * follows each guest's browser language unless they turn that off; a guest's message keeps the language the guest
 * wrote it in (for the reply mail, later); an account keeps its owner's preference (null: follow the browser).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('creator_profiles').addColumn('language', 'text', (c) => c.notNull().defaultTo('en')).execute();
  await db.schema
    .alterTable('creator_profiles')
    .addColumn('follow_guest_language', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('voice_messages').addColumn('language', 'text').execute();
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
  await db.schema.alterTable('voice_messages').dropColumn('language').execute();
  await db.schema.alterTable('creator_profiles').dropColumn('follow_guest_language').execute();
  await db.schema.alterTable('creator_profiles').dropColumn('language').execute();
}
