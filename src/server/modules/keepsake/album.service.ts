import { ALBUM_LIMITS } from '../../../shared/album.limits.js';
import { ALBUM_MSG } from '../../../shared/album.texts.js';
import type { AlbumState, AlbumStatus } from '../../../shared/album.schemas.js';
import type { Language } from '../../../shared/i18n/languages.js';
import { ALBUM_AUDIO } from '../../audio/album-audio.js';
import { isoTime } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { newId } from '../../ids.js';
import { findJob, type NewJob } from '../../jobs/jobs.repository.js';
import { hostLanguage } from '../accounts/accounts.service.js';
import { assertUnsealed } from '../capsule/capsule.js';
import { requireOwnProfileRow } from '../profiles/profiles.service.js';
import { albumFileName } from './album-names.js';
import { countOwnMessages, findAlbum, insertFirstBuild, messagesFingerprint, replaceBuild } from './album.repository.js';
import type { AlbumRow } from './album.table.js';

export const ALBUM_JOB = 'album-build';

export interface AlbumJobPayload {
  profileId: string;
  buildId: string;
  /** Dates the album's title in the host's calendar. */
  timeZone: string;
  /** The tags' language: the one of the host who asked (docs/decisions/077). */
  language: Language;
}

const jobKey = (buildId: string) => `album:${buildId}`;
export const albumJob = (payload: AlbumJobPayload): NewJob => ({ kind: ALBUM_JOB, key: jobKey(payload.buildId), payload });

/**
 * Whether the row's build is still under way. The row says queued or building until the job records an end; a job
 * that failed for good (its attempts used up) or is gone says otherwise, so the host is never stuck waiting.
 */
async function isUnderWay(deps: AppDeps, row: AlbumRow): Promise<boolean> {
  if (row.buildStatus !== 'queued' && row.buildStatus !== 'building') return false;
  const job = await findJob(deps.db, ALBUM_JOB, jobKey(row.buildId));
  return job?.status === 'queued' || job?.status === 'running';
}

/**
 * Whether the finished file is the album this request would build: the same messages (every one, or the same chosen
 * ones), none added or deleted since (the fingerprint of decision 046), none left out for want of a playable copy
 * (one may have been made since), and tagged in the same language (its build's job says which; once that job is
 * swept, the album is built again rather than guessed).
 */
async function isReadyAndSame(deps: AppDeps, row: AlbumRow, selection: string[] | null, language: Language): Promise<boolean> {
  if (row.buildStatus !== 'ready' || !row.objectKey || (row.skippedCount ?? 0) > 0) return false;
  const job = await findJob(deps.db, ALBUM_JOB, jobKey(row.buildId));
  if (!job || (JSON.parse(job.payload) as Partial<AlbumJobPayload>).language !== language) return false;
  const built: string[] | null = row.buildSelection ? (JSON.parse(row.buildSelection) as string[]) : null;
  const same = built === null || selection === null ? built === selection : sameSet(built, selection);
  if (!same) return false;
  const now = await messagesFingerprint(deps.db, row.profileId);
  return now.total === row.messagesTotal && now.newestId === row.newestMessageId;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && new Set([...a, ...b]).size === a.length;

/**
 * Starts building the host's album of every message (`messageIds` absent) or of the chosen ones, unless a build is
 * under way or the same album is ready: then that one is the answer (`started: false`), so a host has one build at a
 * time, however many requests arrive at once, and never builds the same album twice. The limit (ALBUM_LIMITS) is checked here, with the count in the message.
 */
export async function startAlbumBuild(
  deps: AppDeps,
  userId: string,
  input: { messageIds?: string[]; timeZone: string },
  readerId = userId,
): Promise<{ state: AlbumState; started: boolean }> {
  const { db } = deps;
  const profile = await requireOwnProfileRow(deps, userId);
  await assertUnsealed(deps, profile.id);
  const current = await findAlbum(db, profile.id);
  if (current && (await isUnderWay(deps, current))) return { state: await albumStateOf(deps, profile, current), started: false };
  const selection = input.messageIds ? [...new Set(input.messageIds)] : null;
  const language = await hostLanguage(deps, readerId, profile.language);
  // The same album is ready: it is the answer, rather than the same hours of encoding again (decision 071).
  if (current && (await isReadyAndSame(deps, current, selection, language))) return { state: await albumStateOf(deps, profile, current), started: false };

  if (selection) {
    if (selection.length > ALBUM_LIMITS.maxMessages) throw AppError.badRequest(ALBUM_MSG.tooManyChosen(selection.length));
    // Another host's ids count as missing: nothing tells whether they exist.
    if ((await countOwnMessages(db, profile.id, selection)) !== selection.length) throw AppError.refuse(400, 'album_unknown_messages');
  } else {
    const { total } = await messagesFingerprint(db, profile.id);
    if (total === 0) throw AppError.refuse(400, 'album_no_messages');
    if (total > ALBUM_LIMITS.maxMessages) throw AppError.badRequest(ALBUM_MSG.tooManyMessages(total));
  }

  const build = { profileId: profile.id, buildId: newId(), selection, now: Date.now() };
  const started = await db.transaction().execute(async (trx) => {
    const won = current ? await replaceBuild(trx, build, current.buildId) : await insertFirstBuild(trx, build);
    if (won) await deps.jobs.enqueue(trx, albumJob({ profileId: profile.id, buildId: build.buildId, timeZone: input.timeZone, language }));
    return won;
  });
  if (started) deps.jobs.wake(ALBUM_JOB);
  const row = await findAlbum(db, profile.id);
  return { state: await albumStateOf(deps, profile, row), started };
}

/** The host's album as the dashboard shows it. */
export async function readAlbumState(deps: AppDeps, userId: string): Promise<AlbumState> {
  const profile = await requireOwnProfileRow(deps, userId);
  return albumStateOf(deps, profile, await findAlbum(deps.db, profile.id));
}

async function albumStateOf(deps: AppDeps, profile: { id: string; displayName: string }, row: AlbumRow | undefined): Promise<AlbumState> {
  if (!row) return { status: 'none', progress: 0, error: null, file: null };
  let status: AlbumStatus = row.buildStatus;
  if ((status === 'queued' || status === 'building') && !(await isUnderWay(deps, row))) status = 'failed';
  const underWay = status === 'queued' || status === 'building';
  let file: AlbumState['file'] = null;
  if (row.objectKey) {
    const now = await messagesFingerprint(deps.db, profile.id);
    file = {
      fileName: albumFileName(profile.displayName, ALBUM_AUDIO.ext),
      bytes: Number(row.fileBytes ?? 0),
      durationSeconds: Math.round(Number(row.durationMs ?? 0) / 1000),
      messageCount: row.messageCount ?? 0,
      skippedCount: row.skippedCount ?? 0,
      allMessages: row.allMessages === 1,
      builtAt: isoTime(Number(row.builtAt ?? row.updatedAt)),
      outOfDate: now.total !== row.messagesTotal || now.newestId !== row.newestMessageId,
    };
  }
  return {
    status,
    progress: underWay ? row.buildProgress : status === 'ready' ? 100 : 0,
    error: status === 'failed' ? (row.buildError ?? ALBUM_MSG.buildFailed) : null,
    file,
  };
}

/** The stored key and the name of the host's last finished album; 404 when there is none. */
export async function albumDownload(deps: AppDeps, userId: string): Promise<{ key: string; fileName: string }> {
  const profile = await requireOwnProfileRow(deps, userId);
  await assertUnsealed(deps, profile.id);
  const row = await findAlbum(deps.db, profile.id);
  if (!row?.objectKey) throw AppError.refuse(404, 'album_not_built');
  return { key: row.objectKey, fileName: albumFileName(profile.displayName, ALBUM_AUDIO.ext) };
}
