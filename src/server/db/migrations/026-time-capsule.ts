import type { Kysely } from 'kysely';

/**
 * The time capsule (docs/decisions/052): the day the page's messages stay sealed until, the instant that day
 * begins on the host's clock (when they open), when that day was chosen and the day that has held for 24 hours (the
 * earliest the seal may still be brought to), and the opening instant while the hosts' mail about it is still owed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('creator_profiles').addColumn('sealed_until', 'text').execute();
  await db.schema.alterTable('creator_profiles').addColumn('sealed_opens_at', 'bigint').execute();
  await db.schema.alterTable('creator_profiles').addColumn('sealed_set_at', 'bigint').execute();
  await db.schema.alterTable('creator_profiles').addColumn('sealed_floor', 'text').execute();
  await db.schema.alterTable('creator_profiles').addColumn('capsule_mail_at', 'bigint').execute();
  // The scheduler's question every minute: which pages' capsules have opened with their mail still owed.
  await db.schema.createIndex('creator_profiles_capsule_mail_idx').on('creator_profiles').column('capsule_mail_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('creator_profiles_capsule_mail_idx').ifExists().execute();
  for (const column of ['capsule_mail_at', 'sealed_floor', 'sealed_set_at', 'sealed_opens_at', 'sealed_until']) {
    await db.schema.alterTable('creator_profiles').dropColumn(column).execute();
  }
}
