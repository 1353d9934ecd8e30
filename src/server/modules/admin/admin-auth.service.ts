import { type Language, toLanguage } from '../../../shared/i18n/languages.js';
import { CreateAdminSchema, type CreateAdminInput } from '../../../shared/admin.schemas.js';
import type { AdminLoginInput } from '../../../shared/auth.schemas.js';
import type { AdminUser } from '../../../shared/admin.types.js';
import { fromBool, isoTime, toBool } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError, parse } from '../../errors.js';
import { hashToken, newId, newToken } from '../../ids.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { hashPassword, timingDummyHash, verifyPassword } from '../accounts/password.js';
import { findAdminById, findAdminByUsername, hasAnyAdmin, insertAdmin, setAdminLastLogin, updateAdminLanguage } from './admin-auth.repository.js';
import {
  ADMIN_SESSION_TTL_MS,
  deleteAdminSession,
  extendAdminSession,
  findLiveAdminSession,
  insertAdminSession,
} from './admin-sessions.repository.js';
import type { AdminUserRow } from './admin.table.js';

type DbDeps = Pick<AppDeps, 'db'>;
/** The CLI has no config's test cost: it hashes at the production cost. */
type HashDeps = DbDeps & { config?: Pick<AppDeps['config'], 'passwordHashCost'> };

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    isSuperAdmin: toBool(row.isSuperAdmin),
    isActive: toBool(row.isActive),
    lastLogin: row.lastLogin === null ? null : isoTime(row.lastLogin),
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
    language: toLanguage(row.language),
  };
}

/** Used by the CLI and the start-up bootstrap; same password rules as creators. */
export async function createAdmin({ db, config }: HashDeps, input: CreateAdminInput): Promise<AdminUserRow> {
  const data = parse(CreateAdminSchema, input);
  const now = Date.now();
  const row: AdminUserRow = {
    id: newId(),
    username: data.username,
    email: data.email ?? null,
    passwordHash: await hashPassword(data.password, config?.passwordHashCost),
    isSuperAdmin: fromBool(data.isSuperAdmin),
    isActive: 1,
    lastLogin: null,
    language: null,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await insertAdmin(db, row);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    if (await findAdminByUsername(db, row.username)) throw AppError.refuse(409, 'admin_admin_username_taken');
    throw AppError.refuse(409, 'admin_admin_email_taken');
  }
  return row;
}

/**
 * ADMIN_USERNAME + ADMIN_PASSWORD create the first super admin when there is none. Instances starting
 * together may race; the loser meets the unique username and leaves the winner's row alone.
 */
export async function bootstrapAdmin(deps: Pick<AppDeps, 'db' | 'config'>): Promise<AdminUserRow | null> {
  const admin = deps.config.admin;
  if (!admin || (await hasAnyAdmin(deps.db))) return null;
  try {
    return await createAdmin(deps, { username: admin.username, password: admin.password, isSuperAdmin: true });
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 409) return null;
    throw err;
  }
}

/** One answer for unknown name, wrong password and deactivated account, at the same cost. */
export async function adminLogin({ db, config }: HashDeps, input: AdminLoginInput): Promise<AdminUserRow> {
  const admin = await findAdminByUsername(db, input.username.toLowerCase());
  const ok = await verifyPassword(input.password, admin?.passwordHash ?? (await timingDummyHash(config?.passwordHashCost)));
  if (!admin || !admin.passwordHash || !ok || !toBool(admin.isActive)) {
    throw AppError.refuse(401, 'invalid_credentials');
  }
  const now = Date.now();
  await setAdminLastLogin(db, admin.id, now);
  return { ...admin, lastLogin: now };
}

export async function getAdmin({ db }: DbDeps, id: string): Promise<AdminUserRow> {
  const admin = await findAdminById(db, id);
  if (!admin || !toBool(admin.isActive)) throw AppError.unauthorized();
  return admin;
}

export async function startAdminSession({ db }: DbDeps, adminUserId: string): Promise<string> {
  const token = newToken();
  await insertAdminSession(db, { id: hashToken(token), adminUserId, now: Date.now() });
  return token;
}

export interface AuthAdmin {
  id: string;
  username: string;
  isSuperAdmin: boolean;
  sessionId: string;
}

export async function resolveAdminSession({ db }: DbDeps, token: string): Promise<AuthAdmin | null> {
  const now = Date.now();
  const s = await findLiveAdminSession(db, hashToken(token), now);
  if (!s) return null;
  // Sliding expiry, written at most once an hour per session.
  if (s.expiresAt - now < ADMIN_SESSION_TTL_MS - 60 * 60 * 1000) await extendAdminSession(db, s.sessionId, now);
  return { id: s.adminId, username: s.username, isSuperAdmin: toBool(s.isSuperAdmin), sessionId: s.sessionId };
}

export async function endAdminSession({ db }: DbDeps, sessionId: string) {
  await deleteAdminSession(db, sessionId);
}

/** The admin's own language for the admin area (docs/decisions/056); null follows the browser. */
export async function setAdminLanguage(deps: DbDeps, adminId: string, language: Language | null): Promise<AdminUserRow> {
  await updateAdminLanguage(deps.db, adminId, language, Date.now());
  return getAdmin(deps, adminId);
}
