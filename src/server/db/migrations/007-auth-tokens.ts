import type { Kysely } from 'kysely';

// Single-use email links (verification, password reset) and the short-lived OAuth sign-in state (docs/decisions/006).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull()) // 'verify-email' | 'reset-password'
    // The address the link was mailed to: a link proves ownership of that address only.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique()) // SHA-256 of the link's token, never the token
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_tokens_user_purpose_idx').on('email_tokens').columns(['user_id', 'purpose']).execute();
  await db.schema.createIndex('email_tokens_expires_at_idx').on('email_tokens').column('expires_at').execute();

  // Lives in the database, not in process memory: the callback may reach another app instance.
  await db.schema
    .createTable('oauth_states')
    .addColumn('id', 'text', (c) => c.primaryKey()) // SHA-256 of the state parameter
    .addColumn('provider', 'text', (c) => c.notNull()) // 'google' | 'github'
    .addColumn('purpose', 'text', (c) => c.notNull()) // 'creator' | 'admin'
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text')
    .addColumn('return_to', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oauth_states_expires_at_idx').on('oauth_states').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oauth_states').ifExists().execute();
  await db.schema.dropTable('email_tokens').ifExists().execute();
}
