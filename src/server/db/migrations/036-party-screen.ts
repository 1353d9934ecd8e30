import type { Kysely } from 'kysely';

/**
 * The party screen (docs/decisions/081): one row per page whose owner switched it on, holding the secret its public
 * address carries (looked up by that secret, hence the unique index) and the owner's two switches. Switching it off
 * deletes the row; rotating replaces the secret. And on each message, whether its guest agreed to have their name
 * shown there (0 for every message sent before, and for every send that does not say).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('party_screens')
    .addColumn('profile_id', 'text', (c) => c.primaryKey().references('creator_profiles.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull().unique())
    .addColumn('show_photos', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('show_names', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('voice_messages').addColumn('show_name_on_party_screen', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('voice_messages').dropColumn('show_name_on_party_screen').execute();
  await db.schema.dropTable('party_screens').ifExists().execute();
}
