import type { GuestErrorCode } from '../../../shared/error-codes.js';
import type { GuestKey, Translate } from '../../../shared/i18n/translator.js';
import { serverCode, serverMessage } from '../api-client.js';

const KEYS: Record<GuestErrorCode, GuestKey> = {
  recording_too_long: 'errors.recording_too_long',
  not_audio: 'errors.not_audio',
  audio_too_large: 'errors.audio_too_large',
  audio_unreadable: 'errors.audio_unreadable',
  recordings_unavailable: 'errors.recordings_unavailable',
  audio_path_invalid: 'errors.audio_path_invalid',
  photo_path_invalid: 'errors.photo_path_invalid',
  email_required: 'errors.email_required',
  invalid_email: 'errors.invalid_email',
  profile_not_found: 'errors.profile_not_found',
  too_many_requests: 'errors.too_many_requests',
  duration_invalid: 'errors.duration_invalid',
  generic_failure: 'errors.generic_failure',
};

/**
 * A refusal as a guest reads it: the text of the server's code in the guest's language; the server's English message
 * for a code this page does not know; `fallback` when the server said nothing usable.
 */
export function guestServerMessage(error: unknown, t: Translate, fallback: string): string {
  const code = serverCode(error) as GuestErrorCode | undefined;
  return code && code in KEYS ? t(KEYS[code]) : serverMessage(error, fallback);
}
