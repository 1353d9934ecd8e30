import { RECENT_SIGN_IN_MINUTES } from '../../../shared/erasure.limits.js';
import type { DeleteAccountInput } from '../../../shared/erasure.schemas.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { findUserById } from '../accounts/accounts.repository.js';
import { verifyPassword } from '../accounts/password.js';
import { recordAudit } from '../admin/audit.service.js';
import { ALBUM_JOB } from '../keepsake/album.service.js';
import { BOOK_JOB } from '../keepsake/book.service.js';
import { CAPSULE_OPENED_JOB } from '../capsule/capsule-opening.js';
import { DIGEST_JOB } from '../notifications/notifications.jobs.js';
import { findProfileByUserId } from '../profiles/profiles.repository.js';
import { releaseUsername } from '../profiles/released-usernames.repository.js';
import { MESSAGE_ARRIVED_JOB } from '../notifications/message-arrived.js';
import { PLAYABLE_JOB } from '../playable/playable-copies.js';
import {
  deleteInvitationsOf,
  deleteJobs,
  deleteJobsOfPage,
  deleteProfileStorageRows,
  deleteUserRow,
  disownObjects,
  findAlbumBuildId,
  findSessionStart,
  listAccountObjectKeys,
  listCoHostsToTell,
  listPageRecordingIds,
} from './account-deletion.repository.js';
import { deleteObjectsAfterCommit } from './objects-after-commit.js';

export interface DeletedAccount {
  userId: string;
  email: string;
  username: string | null;
  /** The co-hosts of the page, to be told it is gone. */
  coHosts: { email: string; firstName: string; language: string | null }[];
  displayName: string | null;
  /** Stored objects the store refused to delete now: the sweeper removes them (their rows have no owner). */
  objectsLeft: number;
}

/**
 * A host deletes their own account (docs/decisions/069): they type their page name (their email when they have no
 * page) and their password; an account without a password (Google, GitHub, OIDC) proves itself by a sign-in made in
 * the last few minutes instead.
 */
export async function deleteOwnAccount(deps: AppDeps, caller: { id: string; sessionId: string }, input: DeleteAccountInput): Promise<DeletedAccount> {
  const user = await findUserById(deps.db, caller.id);
  if (!user) throw AppError.unauthorized();
  const profile = await findProfileByUserId(deps.db, user.id);
  if (profile ? input.confirm.trim().toLowerCase() !== profile.username : input.confirm.trim().toLowerCase() !== user.email) {
    throw AppError.refuse(400, profile ? 'erasure_confirm_mismatch' : 'erasure_confirm_email_mismatch');
  }
  if (user.passwordHash) {
    if (!input.password || !(await verifyPassword(input.password, user.passwordHash))) throw AppError.refuse(403, 'erasure_wrong_password');
  } else {
    const session = await findSessionStart(deps.db, caller.sessionId);
    if (!session || deps.now() - Number(session.createdAt) > RECENT_SIGN_IN_MINUTES * 60_000) throw AppError.refuse(403, 'erasure_sign_in_again');
  }
  return deleteAccount(deps, user.id);
}

/** A super admin deletes an account; the trail keeps who did it and which page name went (never the content). */
export async function deleteAccountAsAdmin(deps: AppDeps, adminId: string, userId: string): Promise<DeletedAccount> {
  if (!(await findUserById(deps.db, userId))) throw AppError.refuse(404, 'admin_user_not_found');
  const deleted = await deleteAccount(deps, userId);
  await recordAudit(deps, { adminUserId: adminId, action: 'user.delete', targetUserId: userId, detail: { username: deleted.username } });
  return deleted;
}

/**
 * Every row in one transaction (the cascade from users takes the page, its messages, replies, subscribers, links,
 * gallery rows, albums, books, listen keys, co-host links, sessions, tokens and counters), the page's jobs with them
 * and the page name held for its grace period; the stored objects are taken off the account in that transaction and
 * deleted from the store after the commit. An object the store fails to delete then is ownerless and unattached:
 * the object sweeper takes it at its next run, so nothing is ever half gone in the database.
 */
async function deleteAccount(deps: AppDeps, userId: string): Promise<DeletedAccount> {
  const user = (await findUserById(deps.db, userId))!;
  const profile = await findProfileByUserId(deps.db, userId);
  const coHosts = profile ? await listCoHostsToTell(deps.db, profile.id) : [];
  const now = deps.now();
  const keys = await deps.db.transaction().execute(async (trx) => {
    const found = await listAccountObjectKeys(trx, userId, profile?.id ?? null);
    await disownObjects(trx, found);
    if (profile) {
      await deleteProfileStorageRows(trx, profile.id);
      const { messageIds, replyIds } = await listPageRecordingIds(trx, profile.id);
      await deleteJobs(trx, PLAYABLE_JOB, [...messageIds.map((id) => `message:${id}`), ...replyIds.map((id) => `reply:${id}`), ...(profile.greetingId ? [`greeting:${profile.greetingId}`] : [])]);
      await deleteJobs(trx, MESSAGE_ARRIVED_JOB, messageIds.map((id) => `voice-message:${id}`));
      const album = await findAlbumBuildId(trx, profile.id);
      if (album) await deleteJobs(trx, ALBUM_JOB, [`album:${album.buildId}`]);
      await deleteJobsOfPage(trx, [DIGEST_JOB, CAPSULE_OPENED_JOB, BOOK_JOB], profile.id);
      await releaseUsername(trx, profile.username, now);
    }
    await deleteInvitationsOf(trx, userId);
    await deleteUserRow(trx, userId);
    return found;
  });
  const objectsLeft = await deleteObjectsAfterCommit(deps, keys);
  return {
    userId,
    email: user.email,
    username: profile?.username ?? null,
    displayName: profile?.displayName ?? null,
    coHosts,
    objectsLeft,
  };
}
