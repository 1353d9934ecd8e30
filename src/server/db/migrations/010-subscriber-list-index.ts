import type { Kysely } from 'kysely';

/**
 * The subscriber table, the CSV export and "copy all" page through a profile's subscribers newest first with
 * the id as tie-break, as the inbox does (009): with the id in the index each page is read in order instead of
 * sorted (a 1,000-row page of the CSV export, 200 of them for the largest host).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('email_subscribers_profile_created_id_idx').on('email_subscribers').columns(['creator_profile_id', 'created_at', 'id']).execute();
  await db.schema.dropIndex('email_subscribers_profile_created_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('email_subscribers_profile_created_idx').on('email_subscribers').columns(['creator_profile_id', 'created_at']).execute();
  await db.schema.dropIndex('email_subscribers_profile_created_id_idx').execute();
}
