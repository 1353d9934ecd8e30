import type { Kysely } from 'kysely';
import { precompiled } from '../../db/precompiled.js';
import type { DB } from '../../db/schema.js';

/** Admin sessions end after 12 idle hours: a forgotten admin tab should not stay signed in for weeks. */
export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export async function insertAdminSession(db: Kysely<DB>, s: { id: string; adminUserId: string; now: number }) {
  await db
    .insertInto('adminSessions')
    .values({ id: s.id, adminUserId: s.adminUserId, createdAt: s.now, expiresAt: s.now + ADMIN_SESSION_TTL_MS })
    .execute();
}

/** A live session of an ACTIVE admin; deactivating an admin ends every session they hold at the next request. */
export function findLiveAdminSession(db: Kysely<DB>, id: string, now: number) {
  return liveAdminSession.first(db, { id, now });
}

// Behind every admin call: compiled once.
const liveAdminSession = precompiled((db, p: { id: string; now: number }) =>
  db
    .selectFrom('adminSessions')
    .innerJoin('adminUsers', 'adminUsers.id', 'adminSessions.adminUserId')
    .select([
      'adminSessions.id as sessionId',
      'adminSessions.expiresAt',
      'adminUsers.id as adminId',
      'adminUsers.username',
      'adminUsers.isSuperAdmin',
    ])
    .where('adminSessions.id', '=', p.id)
    .where('adminSessions.expiresAt', '>', p.now)
    .where('adminUsers.isActive', '=', 1),
);

export async function extendAdminSession(db: Kysely<DB>, id: string, now: number) {
  await db.updateTable('adminSessions').set({ expiresAt: now + ADMIN_SESSION_TTL_MS }).where('id', '=', id).execute();
}

export async function deleteAdminSession(db: Kysely<DB>, id: string) {
  await db.deleteFrom('adminSessions').where('id', '=', id).execute();
}
