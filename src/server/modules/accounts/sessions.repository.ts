import type { Kysely } from 'kysely';
import { precompiled } from '../../db/precompiled.js';
import type { DB } from '../../db/schema.js';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export async function insertSession(db: Kysely<DB>, s: { id: string; userId: string; now: number }) {
  await db
    .insertInto('sessions')
    .values({ id: s.id, userId: s.userId, createdAt: s.now, expiresAt: s.now + SESSION_TTL_MS })
    .execute();
}

// Behind every signed-in creator request: compiled once.
const liveSession = precompiled((db, p: { id: string; now: number }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['sessions.id as sessionId', 'sessions.expiresAt', 'users.id as userId', 'users.email'])
    .where('sessions.id', '=', p.id)
    .where('sessions.expiresAt', '>', p.now),
);

export function findLiveSession(db: Kysely<DB>, id: string, now: number) {
  return liveSession.first(db, { id, now });
}

export async function extendSession(db: Kysely<DB>, id: string, now: number) {
  await db.updateTable('sessions').set({ expiresAt: now + SESSION_TTL_MS }).where('id', '=', id).execute();
}

export async function deleteSession(db: Kysely<DB>, id: string) {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteUserSessions(db: Kysely<DB>, userId: string) {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}

export async function deleteExpiredSessions(db: Kysely<DB>, now: number) {
  await db.deleteFrom('sessions').where('expiresAt', '<=', now).execute();
}
