import { ADMIN_LIMITS } from '../../../shared/admin.limits.js';
import type { AdminListQuery } from '../../../shared/admin.schemas.js';
import type { AdminUserDetail, AdminUserView } from '../../../shared/admin.types.js';
import { fromBool, isoTime, toBool } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { hashPassword } from '../accounts/password.js';
import { personName } from '../accounts/person-name.js';
import { findUserById, updateUserPassword } from '../accounts/accounts.repository.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { deleteUserSessions } from '../accounts/sessions.repository.js';
import { findProfileByUserId, findProfileByUsername, updateProfile } from '../profiles/profiles.repository.js';
import type { ProfileRow } from '../profiles/profiles.table.js';
import { isUsernameHeld } from '../profiles/released-usernames.repository.js';
import { countUsers, listCoHostingOf, listUsersJson, listVoiceMessagesOfProfile } from './admin-users.repository.js';
import { recordAudit } from './audit.service.js';

/** The page as the JSON text of `AdminUserView[]`, made by the database: the route sends it as it is. */
export async function listUsers({ db, dialect }: AppDeps, query: AdminListQuery) {
  const filter = { q: query.q || undefined };
  const [usersJson, total] = await Promise.all([listUsersJson(db, dialect, filter, query), countUsers(db, filter)]);
  return { usersJson, total };
}

export async function getUserDetail(deps: AppDeps, userId: string): Promise<AdminUserDetail> {
  const [user] = JSON.parse(await listUsersJson(deps.db, deps.dialect, { userId }, { limit: 1, offset: 0 })) as AdminUserView[];
  if (!user) throw AppError.refuse(404, 'admin_user_not_found');
  const [messages, hosting] = await Promise.all([
    user.profile ? listVoiceMessagesOfProfile(deps.db, user.profile.id, ADMIN_LIMITS.detailVoiceMessagesMax) : [],
    listCoHostingOf(deps.db, userId),
  ]);
  return {
    ...user,
    coHosts: hosting.coHosts.map((c) => ({
      userId: c.userId,
      name: personName(c),
      email: c.email,
      since: isoTime(c.addedAt),
    })),
    coHostOf: hosting.coHostOf.map((c) => ({ userId: c.userId, username: c.username, displayName: c.displayName, since: isoTime(c.addedAt) })),
    voiceMessages: messages.map((m) => ({
      id: m.id,
      senderName: m.senderName,
      senderEmail: m.senderEmail,
      createdAt: isoTime(m.createdAt),
      audioFilePath: m.audioPath,
      playablePath: m.playablePath,
      prompt: m.prompt,
      photoPath: m.photoPath,
    })),
  };
}

async function requireProfileOf({ db }: AppDeps, userId: string): Promise<ProfileRow> {
  const profile = await findProfileByUserId(db, userId);
  if (profile) return profile;
  if (!(await findUserById(db, userId))) throw AppError.refuse(404, 'admin_user_not_found');
  throw AppError.refuse(404, 'admin_user_has_no_profile');
}

/**
 * The quick toggle (any admin) and the Admin Actions switch (super admin) both land here. Deactivating suspends the
 * page: hidden, and its creator's own switch can no longer publish it, with the admin's reason shown to them.
 * Activating lifts the suspension and puts the page live (docs/decisions/039).
 */
export async function setUserStatus(deps: AppDeps, adminId: string, userId: string, isActive: boolean, reason?: string) {
  const profile = await requireProfileOf(deps, userId);
  const now = Date.now();
  const suspension = isActive
    ? { suspendedAt: null, suspensionReason: null }
    : { suspendedAt: profile.suspendedAt ?? now, suspensionReason: reason || null };
  await updateProfile(deps.db, profile.id, { isActive: fromBool(isActive), ...suspension, updatedAt: now });
  await recordAudit(deps, {
    adminUserId: adminId,
    action: 'user.status',
    targetUserId: userId,
    detail: { username: profile.username, from: toBool(profile.isActive), to: isActive, ...(isActive ? {} : { reason: suspension.suspensionReason }) },
  });
  return { id: userId, isActive };
}

export async function changeUsername(deps: AppDeps, adminId: string, userId: string, username: string) {
  const profile = await requireProfileOf(deps, userId);
  if (username !== profile.username) {
    const holder = await findProfileByUsername(deps.db, username);
    if (holder || (await isUsernameHeld(deps.db, username, Date.now()))) throw AppError.refuse(409, 'username_taken');
    try {
      await updateProfile(deps.db, profile.id, { username, updatedAt: Date.now() });
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.refuse(409, 'username_taken');
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
  if (!user) throw AppError.refuse(404, 'admin_user_not_found');
  const hash = await hashPassword(newPassword, deps.config.passwordHashCost);
  await deps.db.transaction().execute(async (trx) => {
    await updateUserPassword(trx, userId, hash, Date.now());
    await deleteUserSessions(trx, userId);
  });
  // The password itself never goes into the trail.
  await recordAudit(deps, { adminUserId: adminId, action: 'user.password', targetUserId: userId, detail: { email: user.email } });
  return { id: userId };
}
