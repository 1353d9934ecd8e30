import errors from './i18n/en/errors.json' with { type: 'json' };

/**
 * Stable codes of the server's refusals (docs/decisions/056 and 077): the API answers { message, code }, and
 * the screens show the code's text in their language (errors.json for the app, guest.json's errors for a guest's page).
 * The codes are the keys of src/shared/i18n/en/errors.json, and each one's English there is the message the API
 * answers, byte for byte: the server throws a code (AppError.refuse) and reads its message from the catalogue. A code
 * is its message's name in snake case after its area's prefix ('gallery_not_found'; the general messages have none:
 * 'invalid_email'), and never ends like an i18next plural form ('_one', '_many', …).
 */
export type ErrorCode = keyof typeof errors;

/**
 * English message → code, for the refusals still thrown by their message (the *_MSG constants, converted area by area)
 * and the shared schemas' messages a form checks in the browser. Messages written with a value inside ('… you chose
 * 12 …') have no code: their English text is shown.
 */
export const ERROR_CODES: Readonly<Record<string, ErrorCode>> = Object.freeze(
  Object.fromEntries(Object.entries(errors).map(([code, message]) => [message, code as ErrorCode])),
);

/** The codes a guest's page knows (guest.json's errors): the refusals a guest can meet. */
export const GUEST_ERROR_CODES = [
  'recording_too_long',
  'not_audio',
  'audio_too_large',
  'audio_unreadable',
  'recordings_unavailable',
  'audio_path_invalid',
  'photo_path_invalid',
  'email_required',
  'invalid_email',
  'profile_not_found',
  'too_many_requests',
  'duration_invalid',
  'generic_failure',
] as const satisfies readonly ErrorCode[];
export type GuestErrorCode = (typeof GUEST_ERROR_CODES)[number];

export const errorCodeOf = (message: string): ErrorCode | undefined => ERROR_CODES[message];
