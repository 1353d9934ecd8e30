import type { Kysely } from 'kysely';

/**
 * The two references from an invitation to an account (who invited, who accepted) get an index each: without one,
 * every insert and delete of an account walked the whole invitations table to check them (found by the plan check
 * of docs/decisions/057).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('co_host_invitations_invited_by_idx').on('co_host_invitations').column('invited_by').execute();
  await db.schema.createIndex('co_host_invitations_accepted_by_idx').on('co_host_invitations').column('accepted_by').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('co_host_invitations_accepted_by_idx').ifExists().execute();
  await db.schema.dropIndex('co_host_invitations_invited_by_idx').ifExists().execute();
}
