import { ADMIN_MSG } from './admin.texts.js';
import { ALBUM_MSG } from './album.texts.js';
import { MSG } from './api.texts.js';
import { CAPSULE_MSG } from './capsule.texts.js';
import { CO_HOST_MSG } from './co-hosts.texts.js';
import { ERASURE_MSG } from './erasure.texts.js';
import { GALLERY_MSG } from './gallery.texts.js';
import { GREETING_MSG } from './greeting.texts.js';
import { INPUT_MSG } from './input.texts.js';
import { LINK_MSG } from './links.texts.js';
import { MEDIA_MSG } from './media.texts.js';
import { NOTIFY_MSG } from './notifications.texts.js';
import { RELIABILITY_MSG } from './reliability.texts.js';
import { TABLE_CARDS_MSG } from './table-cards.texts.js';

/**
 * Stable codes beside the spec's English messages (issue 25, docs/decisions/056): the API answers { message, code },
 * the message unchanged byte for byte, and the screens show the code's text in their language (errors.json for the
 * app, guest.json's errors for a guest's page). A code is its message's name, in snake case, after its area's prefix
 * ('gallery_not_found'; the general messages have none: 'invalid_email'). Keyed by the message, so every place that
 * throws a message answers with its code. Messages written with a value inside ('… you chose 12 …') have no code:
 * their English text is shown.
 */
const SOURCES: Array<[prefix: string, messages: Record<string, unknown>]> = [
  ['', MSG],
  ['admin_', ADMIN_MSG],
  ['album_', ALBUM_MSG],
  ['capsule_', CAPSULE_MSG],
  ['co_host_', CO_HOST_MSG],
  ['erasure_', ERASURE_MSG],
  ['gallery_', GALLERY_MSG],
  ['greeting_', GREETING_MSG],
  ['input_', INPUT_MSG],
  ['link_', LINK_MSG],
  ['media_', MEDIA_MSG],
  ['notify_', NOTIFY_MSG],
  ['reliability_', RELIABILITY_MSG],
  ['table_cards_', TABLE_CARDS_MSG],
];

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A code is a catalogue key, and i18next reads a key ending in a plural category ('_one', '_many', …) as a plural form
 * of a shorter key ('co_host_too_many' as the 'many' of 'co_host_too'): such a name says what it counts instead.
 */
const RENAMED: Readonly<Record<string, string>> = { co_host_too_many: 'co_host_too_many_co_hosts' };

/** Message → code, for every fixed message the server answers with (the first name a message has wins). */
export const ERROR_CODES: Readonly<Record<string, string>> = Object.freeze(
  SOURCES.reduce<Record<string, string>>((codes, [prefix, messages]) => {
    for (const [name, message] of Object.entries(messages)) {
      if (typeof message === 'string' && !(message in codes)) {
        const code = `${prefix}${snake(name)}`;
        codes[message] = RENAMED[code] ?? code;
      }
    }
    return codes;
  }, {}),
);

/** The codes a guest's page knows (guest.json's errors): the refusals a guest can meet. */
export const GUEST_ERROR_CODES = [
  'recording_too_long',
  'not_audio',
  'audio_too_large',
  'audio_unreadable',
  'recordings_unavailable',
  'audio_path_invalid',
  'email_required',
  'invalid_email',
  'profile_not_found',
  'too_many_requests',
  'duration_invalid',
  'generic_failure',
] as const;
export type GuestErrorCode = (typeof GUEST_ERROR_CODES)[number];

export const errorCodeOf = (message: string): string | undefined => ERROR_CODES[message];
