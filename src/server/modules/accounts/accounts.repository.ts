import type { Kysely } from 'kysely';
import { precompiled } from '../../db/precompiled.js';
import type { DB } from '../../db/schema.js';
import type { NewUserRow } from './accounts.table.js';

export function findUserByEmail(db: Kysely<DB>, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

// GET /api/auth/user (every screen of the app) and the account's language: compiled once (db/precompiled.ts).
const userById = precompiled((db, { id }: { id: string }) => db.selectFrom('users').selectAll().where('id', '=', id));

export function findUserById(db: Kysely<DB>, id: string) {
  return userById.first(db, { id });
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
