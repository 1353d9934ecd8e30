import type { ErasureListing, ErasureRequestInput } from '../../../shared/erasure.schemas.js';
import { ERASURE_LINK_HOURS, ERASURE_LIST_MAX } from '../../../shared/erasure.limits.js';
import { isoTime } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { mailLanguage } from '../../mail/mail-texts.js';
import { keyFromPath, markDetached } from '../../storage/stored-objects.service.js';
import { findProfileById, findProfileByUsername } from '../profiles/profiles.repository.js';
import { MESSAGE_ARRIVED_JOB } from '../notifications/message-arrived.js';
import { PLAYABLE_JOB } from '../playable/playable-copies.js';
import { deleteJobs } from './account-deletion.repository.js';
import { deleteObjectsAfterCommit } from './objects-after-commit.js';
import { ERASURE_PAGE_PATH, guestErasureMail } from './erasure-mails.js';
import { erasureToken, readErasureToken } from './erasure-token.js';
import {
  countMessagesOfSender,
  countWithdrawn,
  deleteMessagesOfSender,
  listMessagesOfSender,
  listReplyPathsOf,
  settleSubscriber,
} from './guest-erasure.repository.js';

/**
 * A guest asks for the messages their address left on a page (docs/decisions/069). The caller answers the same at
 * once whatever this finds: it runs after the answer, and mails only an address that left something there.
 */
export async function mailErasureLink(deps: AppDeps, input: ErasureRequestInput): Promise<void> {
  const profile = await findProfileByUsername(deps.db, input.username.toLowerCase());
  if (!profile) return;
  if ((await countMessagesOfSender(deps.db, profile.id, input.email)) === 0) return;
  const expiresAt = deps.now() + ERASURE_LINK_HOURS * 3600_000;
  const token = erasureToken(deps.config.sessionSecret, { profileId: profile.id, email: input.email, expiresAt });
  const link = `${deps.config.publicUrl.replace(/\/+$/, '')}${ERASURE_PAGE_PATH}?token=${encodeURIComponent(token)}`;
  const language = mailLanguage(input.language, profile.language);
  await deps.mailer.send(guestErasureMail(input.email, profile.displayName, link, language));
}

async function targetOf(deps: AppDeps, token: string) {
  const target = readErasureToken(deps.config.sessionSecret, token, deps.now());
  const profile = target && (await findProfileById(deps.db, target.profileId));
  if (!target || !profile) throw AppError.refuse(404, 'erasure_link_invalid');
  return { target, profile };
}

/** The page and what the link's address left on it: the guest's name and the date, never the recording. */
export async function listErasable(deps: AppDeps, token: string): Promise<ErasureListing> {
  const { target, profile } = await targetOf(deps, token);
  const rows = await listMessagesOfSender(deps.db, profile.id, target.email, ERASURE_LIST_MAX);
  return {
    page: { displayName: profile.displayName, username: profile.username },
    email: target.email,
    expiresAt: isoTime(target.expiresAt),
    messages: rows.map((r) => ({ id: r.id, senderName: r.senderName, createdAt: isoTime(r.createdAt) })),
  };
}

/**
 * Deletes the chosen messages of the link's address on the link's page: the rows (replies and digest places go by
 * cascade), their jobs, the subscription when no message of that address is left, and one more "withdrawn" for the
 * host, in one transaction; then the recordings, their copies and the guests' photos from the store (one the store refuses stays
 * unattached for the sweeper, as when a host deletes a message).
 */
export async function eraseMessages(deps: AppDeps, token: string, ids: readonly string[]): Promise<{ deleted: number }> {
  const { target, profile } = await targetOf(deps, token);
  const mine = (await listMessagesOfSender(deps.db, profile.id, target.email, ERASURE_LIST_MAX)).filter((m) => ids.includes(m.id));
  if (mine.length === 0) return { deleted: 0 };
  const messageIds = mine.map((m) => m.id);
  const replies = await listReplyPathsOf(deps.db, messageIds);
  const keys = [...mine.map((m) => m.photoPath), ...[...mine, ...replies].flatMap((r) => [r.audioPath, r.playablePath])]
    .map((p) => keyFromPath(p))
    .filter((k): k is string => k !== undefined);
  const deleted = await deps.db.transaction().execute(async (trx) => {
    const n = await deleteMessagesOfSender(trx, profile.id, target.email, messageIds);
    if (n === 0) return 0;
    for (const key of keys) await markDetached(trx, key);
    await deleteJobs(trx, PLAYABLE_JOB, [...messageIds.map((id) => `message:${id}`), ...replies.map((r) => `reply:${r.id}`)]);
    await deleteJobs(trx, MESSAGE_ARRIVED_JOB, messageIds.map((id) => `voice-message:${id}`));
    await settleSubscriber(trx, profile.id, target.email, n, await countMessagesOfSender(trx, profile.id, target.email));
    await countWithdrawn(trx, profile.id, n);
    return n;
  });
  if (deleted > 0) await deleteObjectsAfterCommit(deps, keys);
  return { deleted };
}
