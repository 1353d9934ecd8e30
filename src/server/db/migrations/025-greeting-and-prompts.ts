import type { Kysely } from 'kysely';

/**
 * The host's greeting and prompt questions (docs/decisions/051). The profile keeps its questions as a JSON
 * list and its one greeting beside it: an id that changes with every new greeting (its playable-copy job is keyed by
 * it, so a job for a replaced greeting finds nothing), the recording, its playable copy and its measured length. A
 * guest's message keeps the question that was on their screen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('creator_profiles').addColumn('prompts', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.alterTable('creator_profiles').addColumn('greeting_id', 'text').execute();
  await db.schema.alterTable('creator_profiles').addColumn('greeting_path', 'text').execute();
  await db.schema.alterTable('creator_profiles').addColumn('greeting_playable_path', 'text').execute();
  await db.schema.alterTable('creator_profiles').addColumn('greeting_duration_ms', 'integer').execute();
  await db.schema.createIndex('creator_profiles_greeting_idx').on('creator_profiles').column('greeting_id').unique().execute();
  await db.schema.alterTable('voice_messages').addColumn('prompt', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('voice_messages').dropColumn('prompt').execute();
  await db.schema.dropIndex('creator_profiles_greeting_idx').ifExists().execute();
  for (const column of ['greeting_duration_ms', 'greeting_playable_path', 'greeting_path', 'greeting_id', 'prompts']) {
    await db.schema.alterTable('creator_profiles').dropColumn(column).execute();
  }
}
