import path from 'node:path';
import { OBJECTS_PREFIX } from '../../../shared/media.types.js';
import { PLAYABLE_AUDIO } from '../../audio/playable-copy.js';
import type { AppDeps } from '../../deps.js';
import { newId } from '../../ids.js';
import { timed } from '../../metrics/metrics.js';
import { type JobHandler, PermanentJobError } from '../../jobs/job-queue.js';
import type { NewJob } from '../../jobs/jobs.repository.js';
import { insertJob } from '../../jobs/jobs.repository.js';
import { GREETING_PURPOSE, PLAYABLE_PURPOSE } from '../../storage/purposes.js';
import { putDerivedObject } from '../../storage/derived-objects.js';
import { withLocalFile, withTempDir } from '../../storage/temp-files.js';
import { deleteObject, keyFromPath, markAttached } from '../../storage/stored-objects.service.js';
import { findRecording, listWithoutPlayable, RECORDING_KINDS, type RecordingKind, setPlayablePath } from './playable.repository.js';

export const PLAYABLE_JOB = 'playable-copy';
export const PLAYABLE_BACKFILL_JOB = 'playable-backfill';

/** The job that makes one recording's playable copy; enqueued in the transaction that stores the message or reply. */
export const playableJob = (kind: RecordingKind, id: string): NewJob => ({ kind: PLAYABLE_JOB, key: `${kind}:${id}` });

function parseKey(key: string): { kind: RecordingKind; id: string } {
  const [kind, id] = key.split(':');
  if (!RECORDING_KINDS.includes(kind as RecordingKind) || !id) throw new PermanentJobError(`not a recording: ${key}`);
  return { kind: kind as RecordingKind, id };
}

/**
 * Makes the copy (audio/playable-copy.ts) off the request path and records it with the job's completion in one
 * transaction, so a copy is recorded exactly once however often the job was started. The object is stored under a key
 * of its own first; when the recording was deleted meanwhile, or the job was taken over, that object goes again.
 */
export function makePlayableCopyJob(deps: AppDeps): JobHandler {
  return async ({ job, signal, complete }) => {
    const { kind, id } = parseKey(job.key);
    const recording = await findRecording(deps.db, kind, id);
    if (!recording || recording.playablePath) return;
    // A machine without ffmpeg may get one (the operator installs it): retried with backoff, like any outage.
    if (!deps.audio) throw new Error('ffmpeg is not available on this instance');
    const sourceKey = keyFromPath(recording.audioPath);
    if (!sourceKey || !(await deps.store.head(sourceKey))) throw new PermanentJobError(`the recording ${recording.audioPath} is not in the store`);

    // A greeting's copy stays under the greeting's purpose: its own quota, and the /objects gate's greeting rule.
    const purpose = kind === 'greeting' ? GREETING_PURPOSE : PLAYABLE_PURPOSE;
    const key = `${purpose}/${newId()}.${PLAYABLE_AUDIO.ext}`;
    await withLocalFile(deps, sourceKey, (source) =>
      withTempDir(deps, 'playable', async (dir) => {
        const output = path.join(dir, `copy.${PLAYABLE_AUDIO.ext}`);
        await timed(deps.metrics.playableCopyDuration, () => deps.audio!.makePlayable(source, output, signal));
        await putDerivedObject(deps, {
          key,
          source: { file: output },
          contentType: PLAYABLE_AUDIO.contentType,
          purpose,
          owner: { userId: null, profileId: recording.creatorProfileId },
        });
      }),
    );
    let kept = false;
    try {
      await deps.db.transaction().execute(async (trx) => {
        const recorded = await setPlayablePath(trx, kind, id, OBJECTS_PREFIX + key);
        if (recorded) await markAttached(trx, key);
        await complete(trx);
        kept = recorded;
      });
    } finally {
      if (!kept) await deleteObject(deps, key);
    }
  };
}

const BACKFILL_PAGE = 500;

/**
 * Recordings stored before playable copies existed (or whose job was lost with a database restored from a backup) get
 * a job each. Enqueueing is idempotent, so a backfill cut off half-way simply runs again from the start.
 */
export function backfillPlayableJob(deps: AppDeps): JobHandler {
  return async ({ signal }) => {
    for (const kind of RECORDING_KINDS) {
      let after = '';
      for (;;) {
        if (signal.aborted) throw signal.reason ?? new Error('aborted');
        const ids = await listWithoutPlayable(deps.db, kind, after, BACKFILL_PAGE);
        for (const id of ids) await insertJob(deps.db, playableJob(kind, id));
        deps.jobs.wake();
        if (ids.length < BACKFILL_PAGE) break;
        after = ids[ids.length - 1]!;
      }
    }
  };
}

/** The playable copies' job kinds (a recording's copy, the backfill of older ones), with what runs each; and what is enqueued once at start. */
export function playableJobHandlers(deps: AppDeps): Record<string, JobHandler> {
  return { [PLAYABLE_JOB]: makePlayableCopyJob(deps), [PLAYABLE_BACKFILL_JOB]: backfillPlayableJob(deps) };
}

export const PLAYABLE_STARTUP_JOBS: NewJob[] = [{ kind: PLAYABLE_BACKFILL_JOB, key: 'all' }];
