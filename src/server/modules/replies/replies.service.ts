import { PAGE_THEMES, type PageTheme } from '../../../shared/page-design.js';
import { buffer } from 'node:stream/consumers';
import { LIMITS } from '../../../shared/limits.js';
import type { SendVoiceReplyInput } from '../../../shared/voice.schemas.js';
import type { VoiceReply } from '../../../shared/voice.types.js';
import { isoTime } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { hashToken, newId, newToken } from '../../ids.js';
import { mailLanguage } from '../../mail/mail-texts.js';
import { VOICE_PURPOSES } from '../../storage/purposes.js';
import { assertProfileRoom } from '../../storage/storage-quota.js';
import { keyFromPath } from '../../storage/stored-objects.service.js';
import { assertUnsealed } from '../capsule/capsule.js';
import { requireOwnProfileRow } from '../profiles/profiles.service.js';
import type { ProfileRow } from '../profiles/profiles.table.js';
import { audioExtension } from '../../audio/audio-object.js';
import { findRecording } from '../playable/playable.repository.js';
import { PLAYABLE_JOB, playableJob } from '../playable/playable-copies.js';
import { claimRecording, judgeRecording } from '../messages/recording-claims.js';
import { wholeSeconds } from '../messages/voice-upload.service.js';
import { findMessageOfProfile, updateMessageFlags } from '../messages/messages.repository.js';
import { findReplyByAudio, findReplyByTokenHash, findReplyOfProfile, insertReply, updateReply } from './replies.repository.js';
import { replyMail } from './reply-mail.js';
import type { VoiceMessageRow } from '../messages/messages.table.js';
import type { VoiceReplyRow } from './replies.table.js';

export function toVoiceReply(row: VoiceReplyRow): VoiceReply {
  return {
    id: row.id,
    voiceMessageId: row.voiceMessageId,
    audioPath: row.audioPath,
    duration: row.duration,
    playablePath: row.playablePath,
    emailStatus: row.emailStatus,
    createdAt: isoTime(row.createdAt),
    sentAt: row.sentAt === null ? null : isoTime(row.sentAt),
  };
}

export interface ReplyOutcome {
  reply: VoiceReply;
  sent: boolean;
  /** Why the mail failed, for the log; never shown to the client. */
  error?: unknown;
}

/**
 * Stores the reply first (so a mail failure never loses it), marks the message replied and enqueues the reply's
 * playable copy, then mails it. The recording must be this host's own upload of at most 120 s, measured at upload
 * (recording-claims.ts). Posting the same recording again for the same message retries an unsent reply.
 */
export async function sendReply(deps: AppDeps, userId: string, input: SendVoiceReplyInput): Promise<ReplyOutcome> {
  const { db } = deps;
  const profile = await requireOwnProfileRow(deps, userId);
  await assertUnsealed(deps, profile.id);
  const message = await findMessageOfProfile(db, profile.id, input.voiceMessageId);
  if (!message) throw AppError.refuse(404, 'voice_message_not_found');

  const existing = await findReplyByAudio(db, profile.id, message.id, input.audioPath);
  if (existing) {
    if (existing.emailStatus === 'sent') throw AppError.refuse(409, 'reply_already_sent');
    return deliver(deps, profile, message, existing);
  }

  const want = { as: 'reply', profileId: profile.id, userId } as const;
  const recording = await judgeRecording(db, input.audioPath, want);
  const token = newToken();
  const row: VoiceReplyRow = {
    id: newId(),
    voiceMessageId: message.id,
    creatorProfileId: profile.id,
    audioPath: input.audioPath,
    duration: Math.min(LIMITS.voiceReplySeconds, wholeSeconds(recording.durationMs)),
    playablePath: null,
    tokenHash: hashToken(token),
    emailStatus: 'pending',
    createdAt: Date.now(),
    sentAt: null,
  };
  const quota = { profileId: profile.id, purposes: VOICE_PURPOSES, maxBytes: deps.config.limits.profileVoiceBytes };
  await db.transaction().execute(async (trx) => {
    await assertProfileRoom({ db: trx }, quota, recording.size);
    await claimRecording(trx, recording.key, want);
    await insertReply(trx, row);
    await updateMessageFlags(trx, message.id, { hasReplied: 1 });
    await deps.jobs.enqueue(trx, playableJob('reply', row.id));
  });
  return deliver(deps, profile, message, row, token);
}

/** POST /api/voice-replies/{id}/resend: the explicit retry of a reply whose mail failed. */
export async function resendReply(deps: AppDeps, userId: string, replyId: string): Promise<ReplyOutcome> {
  const profile = await requireOwnProfileRow(deps, userId);
  const reply = await findReplyOfProfile(deps.db, profile.id, replyId);
  if (!reply) throw AppError.refuse(404, 'reply_not_found');
  if (reply.emailStatus === 'sent') throw AppError.refuse(409, 'reply_already_sent');
  const message = await findMessageOfProfile(deps.db, profile.id, reply.voiceMessageId);
  if (!message) throw AppError.refuse(404, 'voice_message_not_found');
  return deliver(deps, profile, message, reply);
}

/**
 * Mails the reply and records the outcome. Only the link token's hash is stored, so a retry mints a new
 * token (the link of a mail that never went out is worthless anyway).
 */
async function deliver(
  deps: AppDeps,
  profile: ProfileRow,
  message: VoiceMessageRow,
  reply: VoiceReplyRow,
  freshToken?: string,
): Promise<ReplyOutcome> {
  const token = freshToken ?? newToken();
  const tokenHash = hashToken(token);
  if (!freshToken) await updateReply(deps.db, reply.id, { tokenHash });
  try {
    const key = keyFromPath(await playablePathOf(deps, reply))!;
    const info = await deps.store.head(key);
    if (!info) throw new Error(`reply audio ${key} is missing from the store`);
    const content = await buffer(await deps.store.get(key));
    await deps.mailer.send(
      replyMail({
        to: message.senderEmail,
        guestName: message.senderName,
        hostName: profile.displayName,
        link: `${deps.config.publicUrl}/r/${token}`,
        duration: reply.duration,
        audio: { filename: `voice-reply.${audioExtension(info.contentType, key)}`, content, contentType: info.contentType },
        // The language the guest wrote in, else the page's (docs/decisions/055): the /r/ page it links to follows the same.
        language: mailLanguage(message.language, profile.language),
      }),
    );
  } catch (error) {
    await updateReply(deps.db, reply.id, { emailStatus: 'failed' });
    return { reply: toVoiceReply({ ...reply, tokenHash, emailStatus: 'failed' }), sent: false, error };
  }
  const sentAt = Date.now();
  await updateReply(deps.db, reply.id, { emailStatus: 'sent', sentAt });
  return { reply: toVoiceReply({ ...reply, tokenHash, emailStatus: 'sent', sentAt }), sent: true };
}

/** How long a reply's mail waits for its playable copy before it goes out with the original recording. */
const COPY_WAIT_MS = 20_000;

/**
 * The recording the mail attaches: the playable copy, made now in this request if no worker has made it yet (a
 * 120 s reply takes about two seconds), or the original when it cannot be made in time.
 */
async function playablePathOf(deps: AppDeps, reply: VoiceReplyRow): Promise<string> {
  if (reply.playablePath) return reply.playablePath;
  await deps.jobs.runNow(PLAYABLE_JOB, playableJob('reply', reply.id).key, COPY_WAIT_MS);
  return (await findRecording(deps.db, 'reply', reply.id))?.playablePath ?? reply.audioPath;
}

/** The reply a /r/{token} link opens (its playable copy once made), or undefined for an unknown token. */
export async function findReplyForToken(
  deps: AppDeps,
  token: string,
): Promise<
  | {
      hostName: string;
      key: string;
      /** The language the guest wrote in, if known. */
      language: string | null;
      /** The page's picture and theme, so the reply looks like the page the guest wrote on (docs/decisions/080). */
      hostPicture: string | null;
      pageTheme: PageTheme | null;
    }
  | undefined
> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const row = await findReplyByTokenHash(deps.db, hashToken(token));
  const key = row && keyFromPath(row.playablePath ?? row.audioPath);
  if (!row || !key) return undefined;
  const pageTheme = (PAGE_THEMES as readonly (string | null | undefined)[]).includes(row.pageTheme) ? (row.pageTheme as PageTheme) : null;
  return { hostName: row.displayName, key, language: row.messageLanguage ?? null, hostPicture: row.profileImagePath, pageTheme };
}
