import { LIMITS } from '../../shared/limits.js';

/**
 * Every stored object has a purpose: what it was uploaded or made for. The features name theirs here, in one place,
 * because storage decides three things by them: which bytes count against which quota, which unattached objects are
 * swept and when, and (through the features) who may read them.
 */

/** A profile picture, a background image and a background video (modules/media, modules/profiles). */
export const PROFILE_MEDIA_PURPOSES = ['upload', 'background-image', 'background-video'] as const;

/** A recording not yet claimed: a guest's message or a host's reply (modules/messages/recording-claims.ts). */
export const RECORDING_UPLOAD_PURPOSE = 'voice';
/** A host's reply once claimed. */
export const REPLY_PURPOSE = 'reply';
/** The server-made playable copy of a recording (modules/playable/playable-copies.ts). */
export const PLAYABLE_PURPOSE = 'playable';
/**
 * A guest's photo with their message (docs/decisions/082): uploaded first, claimed by the message that sends it, swept
 * like an unsent recording when no message does.
 */
export const MESSAGE_PHOTO_PURPOSE = 'message-photo';
/** Recordings, their playable copies and the messages' photos: the voice quota. */
export const VOICE_PURPOSES = [RECORDING_UPLOAD_PURPOSE, REPLY_PURPOSE, PLAYABLE_PURPOSE, MESSAGE_PHOTO_PURPOSE] as const;

/**
 * A host's greeting (docs/decisions/051): the upload, and once it is the page's greeting, its playable copy too. A quota of its
 * own, outside the voice quota: a page has one greeting of at most 30 s (two objects), so it is bounded by what it is,
 * and a guestbook full of guests' messages can still get a greeting, which never takes a guest's room
 * (docs/decisions/051).
 */
export const GREETING_PURPOSE = 'greeting';
/** A host's album of their messages (modules/keepsake/album-build.ts): one per host, deleted when the next replaces it. */
export const ALBUM_PURPOSE = 'album';
/** A host's printable book (modules/keepsake/book-build.ts): the last one drawn, replaced when the messages change. */
export const BOOK_PURPOSE = 'book';

/** A gallery item's file and its thumbnail: the gallery quota. */
export const GALLERY_PURPOSES = ['gallery', 'gallery-thumb'] as const;

const HOUR = 3600_000;
const VOICE_TTL_MS = LIMITS.unclaimedRecordingMinutes * 60_000;

/**
 * Purposes whose unattached objects are removed, and after how long (plugins/object-sweeper.ts). Profile media and
 * gallery files are attached when saved; unattached ones are what was uploaded but never saved, or what a crash
 * mid-upload left. A recording never sent goes after its hour (a reply's is 'voice' until claimed too; 'reply' rows
 * are unattached only once their message was deleted), as does a playable copy that was never recorded (its job lost
 * a race or the process died between storing and recording it).
 */
export const SWEEP_RULES: readonly { purpose: string; maxAgeMs: number }[] = [
  ...PROFILE_MEDIA_PURPOSES.map((purpose) => ({ purpose, maxAgeMs: 24 * HOUR })),
  ...GALLERY_PURPOSES.map((purpose) => ({ purpose, maxAgeMs: 24 * HOUR })),
  ...VOICE_PURPOSES.map((purpose) => ({ purpose, maxAgeMs: VOICE_TTL_MS })),
  // A greeting recorded but never saved goes like an unsent message; a replaced one is deleted at once.
  { purpose: GREETING_PURPOSE, maxAgeMs: VOICE_TTL_MS },
  { purpose: ALBUM_PURPOSE, maxAgeMs: 24 * HOUR },
  { purpose: BOOK_PURPOSE, maxAgeMs: 24 * HOUR },
];

/** The rules for recordings alone. */
export const VOICE_SWEEP_RULES = SWEEP_RULES.filter((r) => [...VOICE_PURPOSES, GREETING_PURPOSE].includes(r.purpose as never));
