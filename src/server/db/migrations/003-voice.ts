import type { Kysely } from 'kysely';

// Voice messages, the host's voice replies, and the subscribers guests become by ticking the newsletter box.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('voice_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('creator_profile_id', 'text', (c) => c.notNull().references('creator_profiles.id').onDelete('cascade'))
    .addColumn('sender_name', 'text')
    .addColumn('sender_email', 'text', (c) => c.notNull())
    .addColumn('audio_path', 'text', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_played', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_replied', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('voice_messages_profile_created_idx')
    .on('voice_messages')
    .columns(['creator_profile_id', 'created_at'])
    .execute();
  // One message per upload, enforced by the database too (two racing sends cannot both claim it).
  await db.schema.createIndex('voice_messages_audio_path_idx').on('voice_messages').column('audio_path').unique().execute();

  await db.schema
    .createTable('voice_replies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('voice_message_id', 'text', (c) => c.notNull().references('voice_messages.id').onDelete('cascade'))
    .addColumn('creator_profile_id', 'text', (c) => c.notNull().references('creator_profiles.id').onDelete('cascade'))
    .addColumn('audio_path', 'text', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('email_status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('voice_replies_profile_created_idx')
    .on('voice_replies')
    .columns(['creator_profile_id', 'created_at'])
    .execute();
  await db.schema.createIndex('voice_replies_message_idx').on('voice_replies').column('voice_message_id').execute();

  await db.schema
    .createTable('email_subscribers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('creator_profile_id', 'text', (c) => c.notNull().references('creator_profiles.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('sender_name', 'text')
    .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('email_subscribers_profile_email_uq', ['creator_profile_id', 'email'])
    .execute();
  await db.schema
    .createIndex('email_subscribers_profile_created_idx')
    .on('email_subscribers')
    .columns(['creator_profile_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['email_subscribers', 'voice_replies', 'voice_messages']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
