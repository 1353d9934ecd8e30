import path from 'node:path';
import { ALBUM_LIMITS } from '../../../shared/album.limits.js';
import { ALBUM_MSG } from '../../../shared/album.texts.js';
import { toLanguage } from '../../../shared/i18n/languages.js';
import { ALBUM_AUDIO, type AlbumTrack, buildAlbumAudio } from '../../audio/album-audio.js';
import type { AppDeps } from '../../deps.js';
import { newId } from '../../ids.js';
import { mailT } from '../../mail/mail-texts.js';
import { timed } from '../../metrics/metrics.js';
import { type JobContext, type JobHandler, PermanentJobError } from '../../jobs/job-queue.js';
import { insertJob } from '../../jobs/jobs.repository.js';
import { putDerivedObject } from '../../storage/derived-objects.js';
import { ALBUM_PURPOSE } from '../../storage/purposes.js';
import { deleteObject, keyFromPath, markAttached, markDetached } from '../../storage/stored-objects.service.js';
import { withLocalFile, withTempDir } from '../../storage/temp-files.js';
import { findProfileById } from '../profiles/profiles.repository.js';
import { PLAYABLE_JOB, playableJob } from '../playable/playable-copies.js';
import { formatDateRange } from './book-dates.js';
import { findAlbum, findPlayablePath, listAlbumMessages, messagesFingerprint, recordFinishedAlbum, updateBuild } from './album.repository.js';
import type { AlbumJobPayload } from './album.service.js';

/** How long the album waits for a message's playable copy that another worker is making. */
const COPY_WAIT_MS = 5 * 60_000;
/** Progress is written at most this often (the dashboard polls every 2 s). */
const PROGRESS_EVERY_MS = 500;

/** A build that can never succeed, whatever a retry does: the host reads why. */
class Unbuildable extends PermanentJobError {}

function parsePayload(payload: unknown): AlbumJobPayload {
  const p = payload as Partial<AlbumJobPayload> | null;
  if (!p || typeof p.profileId !== 'string' || typeof p.buildId !== 'string') throw new PermanentJobError('not an album build');
  // A build queued before albums had a language is tagged in English, as it was asked for.
  return { profileId: p.profileId, buildId: p.buildId, timeZone: typeof p.timeZone === 'string' ? p.timeZone : 'UTC', language: toLanguage(p.language) ?? 'en' };
}

/**
 * Builds a host's album (audio/album-audio.ts) off the request path, and records it with the job's completion in one
 * transaction, replacing the previous file, which goes from the store once the new one is recorded. A build killed
 * half-way (a restart, a lost lease) stored nothing and runs again from the start.
 */
export function albumBuildJob(deps: AppDeps): JobHandler {
  return async (ctx) => {
    const payload = parsePayload(ctx.payload);
    const album = await findAlbum(deps.db, payload.profileId);
    // Replaced by a newer build, or already recorded (the job ran to its end but its completion was lost).
    if (!album || album.buildId !== payload.buildId || album.buildStatus === 'ready' || album.buildStatus === 'failed') return;
    // A machine without ffmpeg may get one (the operator installs it): retried with backoff, like any outage.
    if (!deps.audio) throw new Error('ffmpeg is not available on this instance');
    try {
      const selection = album.buildSelection ? (JSON.parse(album.buildSelection) as string[]) : null;
      await timed(deps.metrics.albumBuildDuration, () => buildAlbum(deps, payload, selection, ctx));
    } catch (err) {
      if (err instanceof Unbuildable) await updateBuild(deps.db, payload.profileId, payload.buildId, { buildStatus: 'failed', buildError: err.message });
      throw err;
    }
  };
}

async function buildAlbum(deps: AppDeps, job: AlbumJobPayload, selection: string[] | null, { signal, complete }: JobContext): Promise<void> {
  const { db } = deps;
  const { profileId, buildId } = job;
  await updateBuild(db, profileId, buildId, { buildStatus: 'building', buildProgress: 0 });
  const profile = await findProfileById(db, profileId);
  if (!profile) return;

  // Read before the messages: one added while they are read makes the album out of date rather than seem current.
  const fingerprint = await messagesFingerprint(db, profileId);
  const messages = await listAlbumMessages(db, profileId, selection);
  if (messages.length > ALBUM_LIMITS.maxMessages) throw new Unbuildable(ALBUM_MSG.tooManyMessages(messages.length));
  // A message whose playable copy is not made yet gets it now, through its own job (made once, kept for the inbox
  // too); one whose copy cannot be made (its recording is gone or undecodable) is left out.
  for (const m of messages) {
    if (m.playablePath) continue;
    if (signal.aborted) throw signal.reason;
    await insertJob(db, playableJob('message', m.id));
    await deps.jobs.runNow(PLAYABLE_JOB, playableJob('message', m.id).key, COPY_WAIT_MS);
    m.playablePath = (await findPlayablePath(db, m.id))?.playablePath ?? null;
  }
  const playable = messages.flatMap((m) => {
    const key = keyFromPath(m.playablePath);
    return key ? [{ ...m, key }] : [];
  });
  if (playable.length === 0) throw new Unbuildable(ALBUM_MSG.nothingPlayable);

  const t = mailT(job.language);
  const tracks: AlbumTrack[] = playable.map((m) => ({
    title: m.senderName?.trim() || t('layout.aGuest'),
    expectedSeconds: m.duration,
    withFile: (use) => withLocalFile(deps, m.key, use),
  }));
  const dates = formatDateRange(playable[0]!.createdAt, playable[playable.length - 1]!.createdAt, job.timeZone, job.language);
  const host = profile.displayName;
  const tags = { title: t('album.title', { host, dates }), artist: host, album: t('album.album', { host }) };
  const progress = progressWriter(deps, job);

  const key = `${ALBUM_PURPOSE}/${newId()}.${ALBUM_AUDIO.ext}`;
  const made = await withTempDir(deps, 'album', async (dir) => {
    const output = path.join(dir, `album.${ALBUM_AUDIO.ext}`);
    const result = await buildAlbumAudio(deps.audio!.ffmpeg, { tracks, tags, output, workDir: dir, signal, onProgress: progress.report }).finally(
      progress.settled,
    );
    const { size } = await putDerivedObject(deps, {
      key,
      source: { file: output },
      contentType: ALBUM_AUDIO.contentType,
      purpose: ALBUM_PURPOSE,
      owner: { userId: profile.userId, profileId },
    });
    return { ...result, size };
  });

  let kept = false;
  let replaced: string | null = null;
  try {
    await db.transaction().execute(async (trx) => {
      const before = await findAlbum(trx, profileId);
      const recorded = await recordFinishedAlbum(trx, profileId, buildId, {
        objectKey: key,
        fileBytes: made.size,
        durationMs: made.durationMs,
        messageCount: playable.length,
        skippedCount: messages.length - playable.length,
        allMessages: selection === null,
        messagesTotal: fingerprint.total,
        newestMessageId: fingerprint.newestId,
        builtAt: Date.now(),
      });
      if (recorded) {
        await markAttached(trx, key);
        // Detached with the swap: should the delete below never happen, the sweeper removes it.
        if (before?.objectKey && before.objectKey !== key) await markDetached(trx, (replaced = before.objectKey));
      }
      await complete(trx);
      kept = recorded;
    });
  } finally {
    if (!kept) await deleteObject(deps, key);
  }
  if (replaced) await deleteObject(deps, replaced);
}

/**
 * Writes the build's percentage as it moves, one write at a time and at most every PROGRESS_EVERY_MS; a value held
 * back by that is written when the interval is over (the flow may pause: the last value must not be lost).
 */
function progressWriter(deps: AppDeps, job: AlbumJobPayload) {
  let written = 0;
  let latest = 0;
  let at = 0;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<unknown> = Promise.resolve();
  const write = () => {
    timer = undefined;
    if (latest <= written) return;
    written = latest;
    at = Date.now();
    const percent = latest;
    writing = writing.then(() => updateBuild(deps.db, job.profileId, job.buildId, { buildProgress: percent })).catch(() => undefined);
  };
  return {
    report(fraction: number) {
      // 99 at most: the last percent is storing the file.
      latest = Math.max(latest, Math.min(99, Math.floor(fraction * 100)));
      if (latest <= written || timer) return;
      const wait = at + PROGRESS_EVERY_MS - Date.now();
      if (wait <= 0) write();
      else timer = setTimeout(write, wait);
    },
    settled: () => {
      clearTimeout(timer);
      timer = undefined;
      return writing;
    },
  };
}
