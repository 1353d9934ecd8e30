import { ADMIN_LIMITS, ADMIN_MSG } from '../../../shared/admin.texts.js';
import type { AdminListQuery } from '../../../shared/admin.schemas.js';
import type { AdminUserDetail, AdminUserView } from '../../../shared/admin.types.js';
import { MSG } from '../../../shared/messages.js';
import { fromBool, isoTime, toBool } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { hashPassword } from '../accounts/password.js';
import { findUserById, updateUserPassword } from '../accounts/accounts.repository.js';
import { isUniqueViolation } from '../accounts/accounts.service.js';
import { deleteUserSessions } from '../accounts/sessions.repository.js';
import { findProfileByUserId, findProfileByUsername, updateProfile } from '../profiles/profiles.repository.js';
import type { ProfileRow } from '../profiles/profiles.table.js';
import { toPublicProfile } from '../profiles/profiles.service.js';
import {
  countUsers,
  findProfilesByIds,
  listUsersWithStats,
  listVoiceMessagesOfProfile,
  type UserFilter,
} from './admin-users.repository.js';
import { recordAudit } from './audit.service.js';

type StatsRow = Awaited<ReturnType<typeof listUsersWithStats>>[number];

/** The admin sees the profile without the gallery password and QR payload (not theirs to need). */
function adminProfile(row: ProfileRow) {
  return { ...toPublicProfile(row), userId: row.userId };
}

function toAdminUserView(row: StatsRow, profile: ProfileRow | undefined): AdminUserView {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    createdAt: isoTime(row.createdAt),
    authProvider: row.authProvider,
    isEmailVerified: toBool(row.isEmailVerified),
    googleId: row.googleId,
    githubId: row.githubId,
    profile: profile ? adminProfile(profile) : null,
    stats: {
      voiceMessages: Number(row.voiceMessages),
      emailSubscribers: Number(row.emailSubscribers),
      pageViews: Number(row.pageViews),
      voiceReplies: Number(row.voiceReplies),
    },
  };
}

async function usersPage({ db }: AppDeps, filter: UserFilter, page: { limit: number; offset: number }) {
  const rows = await listUsersWithStats(db, filter, page);
  const profiles = await findProfilesByIds(db, rows.flatMap((r) => (r.profileId ? [r.profileId] : [])));
  const byId = new Map(profiles.map((p) => [p.id, p]));
  return rows.map((r) => toAdminUserView(r, r.profileId ? byId.get(r.profileId) : undefined));
}

export async function listUsers(deps: AppDeps, query: AdminListQuery) {
  const filter = { q: query.q || undefined };
  const [users, total] = await Promise.all([usersPage(deps, filter, query), countUsers(deps.db, filter)]);
  return { users, total };
}

export async function getUserDetail(deps: AppDeps, userId: string): Promise<AdminUserDetail> {
  const [user] = await usersPage(deps, { userId }, { limit: 1, offset: 0 });
  if (!user) throw AppError.notFound(ADMIN_MSG.userNotFound);
  const messages = user.profile
    ? await listVoiceMessagesOfProfile(deps.db, user.profile.id, ADMIN_LIMITS.detailVoiceMessagesMax)
    : [];
  return {
    ...user,
    voiceMessages: messages.map((m) => ({
      id: m.id,
      senderName: m.senderName,
      senderEmail: m.senderEmail,
      createdAt: isoTime(m.createdAt),
      audioFilePath: m.audioPath,
    })),
  };
}

async function requireProfileOf({ db }: AppDeps, userId: string): Promise<ProfileRow> {
  const profile = await findProfileByUserId(db, userId);
  if (profile) return profile;
  if (!(await findUserById(db, userId))) throw AppError.notFound(ADMIN_MSG.userNotFound);
  throw AppError.notFound(ADMIN_MSG.userHasNoProfile);
}

/** The quick toggle (any admin) and the Admin Actions switch (super admin) both land here. */
export async function setUserStatus(deps: AppDeps, adminId: string, userId: string, isActive: boolean) {
  const profile = await requireProfileOf(deps, userId);
  await updateProfile(deps.db, profile.id, { isActive: fromBool(isActive), updatedAt: Date.now() });
  await recordAudit(deps, {
    adminUserId: adminId,
    action: 'user.status',
    targetUserId: userId,
    detail: { username: profile.username, from: toBool(profile.isActive), to: isActive },
  });
  return { id: userId, isActive };
}

export async function changeUsername(deps: AppDeps, adminId: string, userId: string, username: string) {
  const profile = await requireProfileOf(deps, userId);
  if (username !== profile.username) {
    const holder = await findProfileByUsername(deps.db, username);
    if (holder) throw AppError.conflict(MSG.usernameTaken);
    try {
      await updateProfile(deps.db, profile.id, { username, updatedAt: Date.now() });
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.conflict(MSG.usernameTaken);
      throw err;
    }
  }
  await recordAudit(deps, {
    adminUserId: adminId,
    action: 'user.username',
    targetUserId: userId,
    detail: { from: profile.username, to: username },
  });
  return { id: userId, username };
}

/** Sets a new password and signs the user out everywhere, so whoever held their sessions is out. */
export async function resetPassword(deps: AppDeps, adminId: string, userId: string, newPassword: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw AppError.notFound(ADMIN_MSG.userNotFound);
  const hash = await hashPassword(newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await updateUserPassword(trx, userId, hash, Date.now());
    await deleteUserSessions(trx, userId);
  });
  // The password itself never goes into the trail.
  await recordAudit(deps, { adminUserId: adminId, action: 'user.password', targetUserId: userId, detail: { email: user.email } });
  return { id: userId };
}
