import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { NewAdminUserRow } from './admin.table.js';

export function findAdminByUsername(db: Kysely<DB>, username: string) {
  return db.selectFrom('adminUsers').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findAdminById(db: Kysely<DB>, id: string) {
  return db.selectFrom('adminUsers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function hasAnyAdmin(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom('adminUsers').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function insertAdmin(db: Kysely<DB>, row: NewAdminUserRow) {
  await db.insertInto('adminUsers').values(row).execute();
}

export async function setAdminLastLogin(db: Kysely<DB>, id: string, now: number) {
  await db.updateTable('adminUsers').set({ lastLogin: now }).where('id', '=', id).execute();
}

export async function updateAdminLanguage(db: Kysely<DB>, id: string, language: string | null, now: number) {
  await db.updateTable('adminUsers').set({ language, updatedAt: now }).where('id', '=', id).execute();
}
