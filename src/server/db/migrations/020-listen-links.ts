import type { Kysely } from 'kysely';

/**
 * The keepsake's listen links (docs/decisions/048): one secret per profile, from which every message's
 * /l/{token} is derived (an HMAC), and the time zone its book was last made in, which the listen page shows times in.
 * Revoking the links replaces the secret: every token made with the old one stops matching.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('listen_link_keys')
    .addColumn('profile_id', 'text', (c) => c.primaryKey().references('creator_profiles.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('listen_link_keys').ifExists().execute();
}
