import type { Kysely } from 'kysely';

/**
 * The keepsake's album (docs/decisions/046): one row per host, holding the build under way (or the last one
 * asked for) and the file of the last build that finished, which stays downloadable until a new build replaces it.
 * The build itself is a durable job (jobs table); this row is what the dashboard polls.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('albums')
    .addColumn('profile_id', 'text', (c) => c.primaryKey().references('creator_profiles.id').onDelete('cascade'))
    // The build last asked for: its job's key is 'album:<build_id>'.
    .addColumn('build_id', 'text', (c) => c.notNull())
    .addColumn('build_status', 'text', (c) => c.notNull())
    .addColumn('build_progress', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON array of the chosen message ids; null: every message.
    .addColumn('build_selection', 'text')
    .addColumn('build_error', 'text')
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    // The finished file (null until a first build finished).
    .addColumn('object_key', 'text')
    .addColumn('file_bytes', 'bigint')
    .addColumn('duration_ms', 'bigint')
    .addColumn('message_count', 'integer')
    .addColumn('skipped_count', 'integer')
    .addColumn('all_messages', 'integer')
    .addColumn('built_at', 'bigint')
    // The host's messages when the file's were read (how many, and the newest): a message added or deleted since
    // changes one of them, so the file is out of date.
    .addColumn('messages_total', 'integer')
    .addColumn('newest_message_id', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('albums').ifExists().execute();
}
