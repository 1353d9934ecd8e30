import type { Kysely } from 'kysely';

/**
 * A guest's photo with their message (docs/decisions/082): '/objects/message-photo/<id>.jpg', the re-encoded copy the
 * message claimed, or null (every older message, and every send without one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('voice_messages').addColumn('photo_path', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('voice_messages').dropColumn('photo_path').execute();
}
