import { type Kysely, sql } from 'kysely';

/**
 * Background work that must survive a restart (docs/decisions/018: the playable copy of every recording; later albums and mail
 * digests) lives in `jobs`, claimed by one instance at a time with a lease (docs/decisions/018). Every recording's
 * length is measured by decoding at upload (`stored_objects.duration_ms`), and the server-made playable copy of a
 * message or reply is recorded beside the original, which is kept untouched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    // What the job is about ('message:<id>'): one job per kind and key, so enqueueing twice is harmless.
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_after', 'bigint', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_kind_key_idx').on('jobs').columns(['kind', 'key']).unique().execute();
  // The claim reads the oldest due job; the lease sweep reads running jobs whose lease ran out.
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['status', 'run_after']).execute();
  await db.schema.createIndex('jobs_lease_idx').on('jobs').columns(['status', 'locked_until']).execute();

  await db.schema.alterTable('stored_objects').addColumn('duration_ms', 'integer').execute();
  await db.schema.alterTable('voice_messages').addColumn('playable_path', 'text').execute();
  await db.schema.alterTable('voice_replies').addColumn('playable_path', 'text').execute();
  // The backfill pages through the recordings that have no copy yet (a partial index: once done, it is empty).
  await db.schema.createIndex('voice_messages_no_playable_idx').on('voice_messages').column('id').where(sql.ref('playable_path'), 'is', null).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('voice_messages_no_playable_idx').ifExists().execute();
  await db.schema.alterTable('voice_replies').dropColumn('playable_path').execute();
  await db.schema.alterTable('voice_messages').dropColumn('playable_path').execute();
  await db.schema.alterTable('stored_objects').dropColumn('duration_ms').execute();
  await db.schema.dropTable('jobs').ifExists().execute();
}
