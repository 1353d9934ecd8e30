import type { Kysely } from 'kysely';

// Admin accounts live apart from creators: their own table, sessions and audit trail.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text')
    .addColumn('is_super_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_login', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey()) // SHA-256 of the cookie token, never the token itself
    .addColumn('admin_user_id', 'text', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_sessions_admin_user_idx').on('admin_sessions').column('admin_user_id').execute();

  // No foreign keys: the trail must outlive the admin and the user it names.
  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_user_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'text')
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_log_created_idx').on('admin_audit_log').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['admin_audit_log', 'admin_sessions', 'admin_users']) await db.schema.dropTable(t).ifExists().execute();
}
