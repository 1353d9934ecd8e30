import type { Kysely } from 'kysely';

/**
 * Two hosts, one page (docs/decisions/053). The owner stays `creator_profiles.user_id`; a co-host is a row
 * here, ended by deleting it. An invitation keeps only its token's hash; it is spent once (`accepted_at`) and dies
 * after 7 days (`expires_at`) or when the owner withdraws it (the row is deleted).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('co_hosts')
    .addColumn('creator_profile_id', 'text', (c) => c.notNull().references('creator_profiles.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Whether this co-host gets the page's new-message mails (their own unsubscribe link turns it off).
    .addColumn('new_message_mail', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('co_hosts_pk', ['creator_profile_id', 'user_id'])
    .execute();
  // Every request of a signed-in host asks which pages its account co-hosts.
  await db.schema.createIndex('co_hosts_user_idx').on('co_hosts').column('user_id').execute();

  await db.schema
    .createTable('co_host_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('creator_profile_id', 'text', (c) => c.notNull().references('creator_profiles.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint')
    .addColumn('accepted_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('co_host_invitations_profile_idx').on('co_host_invitations').column('creator_profile_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('co_host_invitations').ifExists().execute();
  await db.schema.dropTable('co_hosts').ifExists().execute();
}
