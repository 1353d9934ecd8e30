import { type Kysely, sql } from 'kysely';

/**
 * Job lanes (docs/decisions/071): a long build (an album, a book) that runs holds one of its lane's platform-wide
 * slots, written on its job row ('album:0'); the unique index over running jobs is what stops two instances taking
 * the same slot at once, on either database. And the book (decision 072): the last one drawn per host, kept in the
 * store and answered again while what it was drawn from is unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('lane_slot', 'text').execute();
  await db.schema.createIndex('jobs_running_slot_idx').on('jobs').column('lane_slot').unique().where(sql.ref('status'), '=', 'running').execute();
  await db.schema
    .createTable('books')
    .addColumn('profile_id', 'text', (c) => c.primaryKey().references('creator_profiles.id').onDelete('cascade'))
    // A hash of everything the PDF shows (the messages' version, the page, the listen key, paper and zone).
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('object_key', 'text', (c) => c.notNull())
    .addColumn('file_bytes', 'bigint', (c) => c.notNull())
    .addColumn('built_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('books').ifExists().execute();
  await db.schema.dropIndex('jobs_running_slot_idx').ifExists().execute();
  await db.schema.alterTable('jobs').dropColumn('lane_slot').execute();
}
