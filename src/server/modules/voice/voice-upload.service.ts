import type { FastifyRequest } from 'fastify';
import { LIMITS } from '../../../shared/limits.js';
import { MSG } from '../../../shared/messages.js';
import type { VoiceUploadResult } from '../../../shared/voice.types.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { VOICE_PURPOSES } from '../../storage/storage-quota.js';
import { receiveUpload } from '../../storage/uploads.js';
import { requireOwnProfileRow } from '../profiles/profiles.service.js';
import { type AudioDurationProbe, audioDurationProbe } from './audio-duration.js';

/**
 * A recording for a guest's message ('voice': anyone, no owner, claimed later by POST /api/voice-messages)
 * or a host's reply ('reply': signed in, owned, 120 s). Audio only, judged by its bytes; too long is refused.
 */
export async function receiveVoiceUpload(
  deps: AppDeps,
  request: FastifyRequest,
  purpose: 'voice' | 'reply',
): Promise<VoiceUploadResult> {
  let owner: { userId?: string; profileId?: string } = {};
  if (purpose === 'reply') {
    if (!request.user) throw AppError.unauthorized();
    const profile = await requireOwnProfileRow(deps, request.user.id);
    owner = { userId: request.user.id, profileId: profile.id };
  }
  const maxSeconds = purpose === 'reply' ? LIMITS.voiceReplySeconds : LIMITS.voiceMessageSeconds;
  let probe: AudioDurationProbe | undefined;
  let duration: number | undefined;
  const stored = await receiveUpload(deps, request, {
    accept: { audio: LIMITS.voiceUploadBytes },
    purpose,
    owner,
    // Guest recordings have no owner yet; they count against the profile when a message claims them.
    quota: { purposes: VOICE_PURPOSES, maxBytes: deps.config.limits.profileVoiceBytes },
    // The length is learnt while the bytes stream in, rather than by reading the stored file back.
    inspect: (media) => {
      probe = audioDurationProbe(media.contentType);
      return (chunk) => probe!.push(chunk);
    },
    // Runs once the file is in the store; throwing removes it again.
    onFile: async () => {
      duration = await probe!.seconds();
      if (duration !== undefined && duration > maxSeconds + LIMITS.durationToleranceSeconds) {
        throw AppError.badRequest(purpose === 'reply' ? MSG.replyTooLong : MSG.recordingTooLong);
      }
    },
  });
  return {
    fileUrl: stored.path,
    url: stored.path,
    path: stored.path,
    duration: duration === undefined ? null : Math.max(1, Math.round(duration)),
  };
}
