import type { Kysely } from 'kysely';

// Portable types only: text ids, bigint epoch-millisecond times (see 001).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gallery_media')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('profile_id', 'text', (c) => c.notNull().references('creator_profiles.id').onDelete('cascade'))
    .addColumn('object_key', 'text', (c) => c.notNull().unique())
    .addColumn('thumb_key', 'text')
    .addColumn('poster_key', 'text')
    .addColumn('file_type', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('original_file_name', 'text', (c) => c.notNull())
    .addColumn('uploader_name', 'text')
    .addColumn('uploader_email', 'text')
    .addColumn('uploaded_at', 'bigint', (c) => c.notNull())
    // Same content within one gallery is stored once; the constraint settles concurrent duplicates.
    .addUniqueConstraint('gallery_media_profile_sha256_uq', ['profile_id', 'sha256'])
    .execute();
  await db.schema.createIndex('gallery_media_profile_uploaded_idx').on('gallery_media').columns(['profile_id', 'uploaded_at']).execute();
  // /uploads/* resolves a thumbnail or poster key back to its item to check the gallery's lock.
  await db.schema.createIndex('gallery_media_thumb_key_idx').on('gallery_media').column('thumb_key').execute();
  await db.schema.createIndex('gallery_media_poster_key_idx').on('gallery_media').column('poster_key').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gallery_media').ifExists().execute();
}
