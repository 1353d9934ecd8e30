import type { Kysely } from 'kysely';

// Portable types only: text ids (UUIDv7), integer 0/1 booleans, bigint epoch-millisecond times.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('auth_provider', 'text', (c) => c.notNull().defaultTo('local'))
    .addColumn('google_id', 'text', (c) => c.unique())
    .addColumn('github_id', 'text', (c) => c.unique())
    .addColumn('is_email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey()) // SHA-256 of the cookie token, never the token itself
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('creator_profiles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('bio', 'text')
    .addColumn('description', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('profile_image_path', 'text')
    .addColumn('gallery_slug', 'text', (c) => c.notNull().unique())
    .addColumn('gallery_qr_code_data', 'text')
    .addColumn('gallery_password', 'text')
    .addColumn('gallery_password_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gallery_password_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('overlay_color', 'text', (c) => c.notNull().defaultTo('#000000'))
    .addColumn('overlay_opacity', 'integer', (c) => c.notNull().defaultTo(40))
    .addColumn('blur_effect', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('background_image_path', 'text')
    .addColumn('background_video_path', 'text')
    .addColumn('background_type', 'text')
    .addColumn('text_theme', 'text', (c) => c.notNull().defaultTo('white'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  for (const table of ['social_links', 'custom_links'] as const) {
    let t = db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('profile_id', 'text', (c) => c.notNull().references('creator_profiles.id').onDelete('cascade'))
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull());
    t = table === 'social_links' ? t.addColumn('platform', 'text', (c) => c.notNull()) : t.addColumn('title', 'text', (c) => c.notNull());
    await t.execute();
    await db.schema.createIndex(`${table}_profile_idx`).on(table).columns(['profile_id', 'sort_order']).execute();
  }

  await db.schema
    .createTable('stored_objects')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('owner_user_id', 'text')
    .addColumn('owner_profile_id', 'text')
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('attached', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stored_objects_sweep_idx').on('stored_objects').columns(['attached', 'created_at']).execute();

}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['stored_objects', 'custom_links', 'social_links', 'creator_profiles', 'sessions', 'users']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
