import type { Kysely } from 'kysely';

/**
 * When a co-host was first handed the page's listen links (the list or the book): removing a co-host who was renews
 * the page's listen secret, so the links they kept stop opening (docs/decisions/067). Null: they never saw one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('co_hosts').addColumn('listen_links_seen_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('co_hosts').dropColumn('listen_links_seen_at').execute();
}
