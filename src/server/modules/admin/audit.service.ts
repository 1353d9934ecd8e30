import type { AuditAction, AuditEntry } from '../../../shared/admin.types.js';
import { isoTime } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { newId } from '../../ids.js';
import { countAuditEntries, insertAuditEntry, listAuditEntries } from './audit.repository.js';

/** Who did what to whom, and when. Written after the action succeeded. */
export async function recordAudit(
  { db }: Pick<AppDeps, 'db'>,
  entry: { adminUserId: string; action: AuditAction; targetUserId?: string | null; detail?: Record<string, unknown> },
) {
  await insertAuditEntry(db, {
    id: newId(),
    adminUserId: entry.adminUserId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    detail: JSON.stringify(entry.detail ?? {}),
    createdAt: Date.now(),
  });
}

export async function listAuditLog({ db }: AppDeps, page: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([listAuditEntries(db, page), countAuditEntries(db)]);
  const entries: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    adminUserId: r.adminUserId,
    adminUsername: r.adminUsername,
    action: r.action,
    targetUserId: r.targetUserId,
    detail: JSON.parse(r.detail) as Record<string, unknown>,
    createdAt: isoTime(r.createdAt),
  }));
  return { entries, total };
}
