import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { AuditAction } from '../../../shared/admin.types.js';

export interface AdminUsersTable {
  id: string;
  username: string;
  email: string | null;
  passwordHash: string | null;
  isSuperAdmin: number;
  isActive: number;
  lastLogin: number | null;
  createdAt: number;
  updatedAt: number;
  /** The admin's language for the admin area (docs/decisions/056), null to follow the browser. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AdminSessionsTable {
  id: string;
  adminUserId: string;
  createdAt: number;
  expiresAt: number;
}

export interface AdminAuditLogTable {
  id: string;
  adminUserId: string | null;
  action: AuditAction;
  targetUserId: string | null;
  /** JSON text. */
  detail: string;
  createdAt: number;
}

/** Platform-wide totals in one row (id 1), kept by triggers (migration 015); bigint: a string from PostgreSQL. */
export interface PlatformCountersTable {
  id: number;
  users: number | string;
}

export interface AdminTables {
  adminUsers: AdminUsersTable;
  adminSessions: AdminSessionsTable;
  adminAuditLog: AdminAuditLogTable;
  platformCounters: PlatformCountersTable;
}

export type AdminUserRow = Selectable<AdminUsersTable>;
export type NewAdminUserRow = Insertable<AdminUsersTable>;
