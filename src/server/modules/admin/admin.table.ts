import type { Insertable, Selectable } from 'kysely';
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

export interface AdminTables {
  adminUsers: AdminUsersTable;
  adminSessions: AdminSessionsTable;
  adminAuditLog: AdminAuditLogTable;
}

export type AdminUserRow = Selectable<AdminUsersTable>;
export type NewAdminUserRow = Insertable<AdminUsersTable>;

/**
 * page_view_days as agreed with the stats issue (migration 004), declared here so the admin queries
 * type-check before and after that table's own types join the DB interface (Kysely's withTables()).
 */
export type AdminReadTables = {
  pageViewDays: { profileId: string; day: string; views: number };
};
