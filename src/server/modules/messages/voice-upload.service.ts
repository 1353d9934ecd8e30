import { LIMITS } from '../../../shared/limits.js';
import { MSG } from '../../../shared/api.texts.js';
import type { VoiceUploadPurpose } from '../../../shared/voice.schemas.js';
import { type VoiceUploadResult, voiceUploadResult } from '../../../shared/api-aliases.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { GREETING_LIMITS } from '../../../shared/greeting.limits.js';
import { GREETING_MSG } from '../../../shared/greeting.texts.js';
import { GREETING_PURPOSE, RECORDING_UPLOAD_PURPOSE } from '../../storage/purposes.js';
import { setStoredObjectDuration } from '../../storage/stored-objects.repository.js';
import { withLocalFile } from '../../storage/temp-files.js';
import { countedLength, type Feed, sampleCounter } from '../../audio/sample-count/sample-counter.js';
import { receiveUpload, type UploadForm } from '../../storage/uploads.js';
import { assertUnclaimedRoom, senderKey } from './unclaimed-budget.js';

/** Whole seconds as a message or reply records them: at least 1 (a tap still makes a message). */
export const wholeSeconds = (ms: number) => Math.max(1, Math.round(ms / 1000));

/** Who sends a recording: the signed-in creator (null for a guest), their address, and the request's log. */
export interface VoiceSender {
  userId: string | null;
  ip: string;
  log: { info(details: object, message: string): void };
}

/**
 * A recording for a guest's message or a host's reply, or a host's greeting. What it becomes is decided when it is claimed
 * (recording-claims.ts); here it is judged by its bytes and measured (counted from its packets, or decoded: decision
 * 070), and the uploader, if signed in, is recorded. The limit applied now is the longest it could still become: a reply's 120 s for a signed-in uploader, a
 * message's 60 s for anyone else. `?purpose=reply` only insists on a signed-in uploader. `?purpose=greeting` is a
 * signed-in host's greeting: at most 30 s, stored under a purpose of its own that only the greeting claims
 * (greeting.service.ts), so it can never become a message or a reply.
 */
export async function receiveVoiceUpload(deps: AppDeps, form: UploadForm, sender: VoiceSender, hint: VoiceUploadPurpose): Promise<VoiceUploadResult> {
  const audio = deps.audio;
  if (!audio) throw AppError.refuse(503, 'recordings_unavailable');
  const uploader = sender.userId;
  if (hint !== 'voice' && !uploader) throw AppError.unauthorized();
  const greeting = hint === 'greeting';
  const maxSeconds = greeting ? GREETING_LIMITS.greetingSeconds : uploader ? LIMITS.voiceReplySeconds : LIMITS.voiceMessageSeconds;
  const tooLong = greeting ? GREETING_MSG.greetingTooLong : uploader ? MSG.replyTooLong : MSG.recordingTooLong;
  const senderId = senderKey(deps.config.sessionSecret, uploader, sender.ip);
  await assertUnclaimedRoom(deps, senderId);

  const limit = maxSeconds + LIMITS.durationToleranceSeconds;
  let counter: Feed | undefined;
  let durationMs = 0;
  const stored = await receiveUpload(deps, form, {
    accept: { audio: LIMITS.voiceUploadBytes },
    purpose: greeting ? GREETING_PURPOSE : RECORDING_UPLOAD_PURPOSE,
    owner: { userId: uploader },
    uploaderKey: senderId,
    // The common formats are counted from their packets while the bytes stream into the store (decision 070).
    inspect: (media) => {
      counter = sampleCounter(media.ext);
      return (chunk) => counter?.push(chunk);
    },
    // Runs once the object is stored; throwing removes it again.
    onFile: async (file) => {
      const counted = counter?.end();
      let measured = counted && countedLength(counted, limit);
      if (!measured) {
        // Any other format, or a file that does not parse cleanly: decoded by ffmpeg, from the stored object.
        if (counted) sender.log.info({ reason: counted.status === 'unparsed' ? counted.reason : undefined }, 'a recording left to ffmpeg to measure');
        measured = await withLocalFile(deps, file.key, (local) => audio.measure(local, limit));
      }
      if (measured.status === 'too-long') throw AppError.badRequest(tooLong);
      if (measured.status === 'undecodable') {
        sender.log.info({ reason: measured.reason }, 'refused an upload that does not decode as audio');
        throw AppError.refuse(415, 'audio_unreadable');
      }
      durationMs = Math.round(measured.seconds * 1000);
      await setStoredObjectDuration(deps.db, file.key, durationMs);
    },
  });
  return voiceUploadResult(stored.path, wholeSeconds(durationMs));
}
