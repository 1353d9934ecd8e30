import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { NewUserRow } from './accounts.table.js';

export function findUserByEmail(db: Kysely<DB>, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Kysely<DB>, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Kysely<DB>, row: NewUserRow) {
  await db.insertInto('users').values(row).execute();
}

export async function updateUserPassword(db: Kysely<DB>, id: string, passwordHash: string, now: number) {
  await db.updateTable('users').set({ passwordHash, updatedAt: now }).where('id', '=', id).execute();
}

export async function updateUserLanguage(db: Kysely<DB>, id: string, language: string | null, now: number) {
  await db.updateTable('users').set({ language, updatedAt: now }).where('id', '=', id).execute();
}
