import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AdminAuditLogTable } from './admin.table.js';

export async function insertAuditEntry(db: Kysely<DB>, row: AdminAuditLogTable) {
  await db.insertInto('adminAuditLog').values(row).execute();
}

export function listAuditEntries(db: Kysely<DB>, page: { limit: number; offset: number }) {
  return db
    .selectFrom('adminAuditLog')
    .leftJoin('adminUsers', 'adminUsers.id', 'adminAuditLog.adminUserId')
    .select([
      'adminAuditLog.id',
      'adminAuditLog.adminUserId',
      'adminUsers.username as adminUsername',
      'adminAuditLog.action',
      'adminAuditLog.targetUserId',
      'adminAuditLog.detail',
      'adminAuditLog.createdAt',
    ])
    .orderBy('adminAuditLog.createdAt', 'desc')
    .orderBy('adminAuditLog.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countAuditEntries(db: Kysely<DB>): Promise<number> {
  const r = await db.selectFrom('adminAuditLog').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}
