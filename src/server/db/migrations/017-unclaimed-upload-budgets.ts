import { type Kysely, sql } from 'kysely';

/**
 * Who sent an upload that nothing has claimed yet: a keyed hash of the client's address, or the signed-in user. Cleared
 * when a message or reply claims the recording, so the sum over one key is exactly that sender's unclaimed bytes, the
 * budget of docs/decisions/019 (modules/messages/unclaimed-budget.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stored_objects').addColumn('uploader_key', 'text').execute();
  await db.schema.createIndex('stored_objects_uploader_key_idx').on('stored_objects').column('uploader_key').where(sql.ref('uploader_key'), 'is not', null).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('stored_objects_uploader_key_idx').ifExists().execute();
  await db.schema.alterTable('stored_objects').dropColumn('uploader_key').execute();
}
