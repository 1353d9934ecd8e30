import type { Kysely } from 'kysely';

/**
 * A master admin's deactivation is a suspension of its own (docs/decisions/039): when it began and the reason the
 * admin gave, shown to the creator. While it lasts is_active stays 0 and only an admin may set it back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('creator_profiles').addColumn('suspended_at', 'bigint').execute();
  await db.schema.alterTable('creator_profiles').addColumn('suspension_reason', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('creator_profiles').dropColumn('suspension_reason').execute();
  await db.schema.alterTable('creator_profiles').dropColumn('suspended_at').execute();
}
