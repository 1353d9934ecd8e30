import { MSG } from './api.texts.js';

/**
 * Stable codes beside the spec's English messages (issue 25): the API answers { message, code }, the message unchanged
 * byte for byte, and a guest's page shows the code's text in the guest's language. Keyed by the message, so every
 * place that throws the message answers with its code, and a message without one simply has none.
 */
export const ERROR_CODES = {
  [MSG.recordingTooLong]: 'recording_too_long',
  [MSG.notAudio]: 'not_audio',
  [MSG.audioTooLarge]: 'audio_too_large',
  [MSG.audioUnreadable]: 'audio_unreadable',
  [MSG.recordingsUnavailable]: 'recordings_unavailable',
  [MSG.audioPathInvalid]: 'audio_path_invalid',
  [MSG.emailRequired]: 'email_required',
  [MSG.invalidEmail]: 'invalid_email',
  [MSG.profileNotFound]: 'profile_not_found',
  [MSG.tooManyRequests]: 'too_many_requests',
  [MSG.durationInvalid]: 'duration_invalid',
  [MSG.genericFailure]: 'generic_failure',
} as const satisfies Record<string, string>;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const errorCodeOf = (message: string): ErrorCode | undefined => (ERROR_CODES as Record<string, ErrorCode>)[message];
