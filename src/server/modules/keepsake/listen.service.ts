import type { ListenLink } from '../../../shared/book.schemas.js';
import { guestNameOf } from '../../../shared/guest-name.js';
import { isoTime, toBool } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { keyFromPath } from '../../storage/stored-objects.service.js';
import { assertUnsealed } from '../capsule/capsule.js';
import { requireOwnProfileRow } from '../profiles/profiles.service.js';
import { listMessagesForExport } from '../messages/messages.repository.js';
import { formatClock } from '../../../shared/format-clock.js';
import { formatDateTime } from './book-dates.js';
import { findListenKey, findListenTarget, insertListenKeyIfAbsent, type ListenTarget, replaceListenKey, setListenTimeZone } from './listen.repository.js';
import type { ListenLinkKeyRow } from './listen.table.js';
import { listenToken, newListenSecret, parseListenToken, tokenMatches } from './listen-tokens.js';

/** The guest's name as the book and the listen page print it. */

export const listenPath = (token: string) => `/l/${token}`;
export const listenUrl = (publicUrl: string, token: string) => `${publicUrl}${listenPath(token)}`;

/**
 * The profile's listen secret, made on first use. With `timeZone` (a book being made), the zone is remembered so
 * each listen page shows its message's time as the book printed it.
 */
export async function ensureListenKey(deps: AppDeps, profileId: string, timeZone?: string): Promise<ListenLinkKeyRow> {
  const { db } = deps;
  let key = await findListenKey(db, profileId);
  if (!key) {
    await insertListenKeyIfAbsent(db, { profileId, secret: newListenSecret(), timeZone: timeZone ?? 'UTC', createdAt: Date.now() });
    key = (await findListenKey(db, profileId))!;
  }
  if (timeZone && key.timeZone !== timeZone) {
    await setListenTimeZone(db, profileId, timeZone);
    key = { ...key, timeZone };
  }
  return key;
}

/** Every message's listen link, oldest first (the book's order). */
export async function ownListenLinks(deps: AppDeps, userId: string): Promise<ListenLink[]> {
  const profile = await requireOwnProfileRow(deps, userId);
  await assertUnsealed(deps, profile.id);
  const [key, messages] = await Promise.all([ensureListenKey(deps, profile.id), listMessagesForExport(deps.db, profile.id)]);
  return messages.map((m) => ({ voiceMessageId: m.id, url: listenUrl(deps.config.publicUrl, listenToken(key.secret, m.id)) }));
}

/** A new secret: every link made so far answers 404 from now on; the links listed afterwards are new. */
export async function revokeOwnListenLinks(deps: AppDeps, userId: string): Promise<ListenLink[]> {
  const profile = await requireOwnProfileRow(deps, userId);
  await assertUnsealed(deps, profile.id);
  await renewListenSecret(deps, profile.id);
  return ownListenLinks(deps, userId);
}

/**
 * A new listen secret for the page: every link made so far stops opening. Revocation, and the removal of a co-host
 * who was handed the links (docs/decisions/067).
 */
export async function renewListenSecret(deps: Pick<AppDeps, 'db'>, profileId: string): Promise<void> {
  const current = await findListenKey(deps.db, profileId);
  await replaceListenKey(deps.db, { profileId, secret: newListenSecret(), timeZone: current?.timeZone ?? 'UTC', createdAt: Date.now() });
}

export interface ListenPageData {
  guestName: string;
  hostName: string;
  /** When the guest left it, in the time zone of the host's book (in English; listen-page.ts words it in others). */
  when: string;
  at: number;
  timeZone: string;
  /** The page's language settings, for choosing the listener's language (docs/decisions/055). */
  host: { language: string; followGuestLanguage: boolean };
  createdAt: string;
  duration: string;
  /** The stored recording the page plays: the playable copy once made, else the guest's original. */
  audioKey: string;
  profile: Pick<ListenTarget, 'profileImagePath' | 'backgroundType' | 'backgroundImagePath' | 'backgroundVideoPath' | 'overlayColor' | 'textTheme'>;
}

/**
 * The message a listen token opens, or null (the same for every reason: a malformed or unknown token, a revoked one,
 * a deleted message, a profile that is hidden or suspended, a recording missing).
 */
export async function findListenPage(deps: AppDeps, token: string): Promise<ListenPageData | null> {
  const parsed = parseListenToken(token);
  if (!parsed) return null;
  const target = await findListenTarget(deps.db, parsed.messageId);
  if (!target || !tokenMatches(parsed, target.secret)) return null;
  if (!toBool(target.isActive) || target.suspendedAt !== null) return null;
  // A listen link printed before the host sealed the capsule plays nothing until it opens (decision 052).
  await assertUnsealed(deps, target.profileId);
  const audioKey = keyFromPath(target.playablePath ?? target.audioPath);
  if (!audioKey) return null;
  const createdAt = Number(target.createdAt);
  return {
    guestName: guestNameOf(target.senderName),
    hostName: target.displayName,
    when: formatDateTime(createdAt, target.timeZone),
    at: createdAt,
    timeZone: target.timeZone,
    host: { language: target.language, followGuestLanguage: toBool(target.followGuestLanguage) },
    createdAt: isoTime(createdAt),
    duration: formatClock(target.duration),
    audioKey,
    profile: target,
  };
}
