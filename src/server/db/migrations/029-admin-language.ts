import type { Kysely } from 'kysely';

/** A master admin's own language for the admin area (docs/decisions/056) (null: follow the browser), as creators have since 028. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admin_users').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admin_users').dropColumn('language').execute();
}
