import { toBool } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { ALBUM_PURPOSE, BOOK_PURPOSE, GREETING_PURPOSE, MESSAGE_PHOTO_PURPOSE, PLAYABLE_PURPOSE, RECORDING_UPLOAD_PURPOSE } from '../../storage/purposes.js';
import { findStoredObject } from '../../storage/stored-objects.repository.js';
import { hostsPage } from '../accounts/page-access.js';
import { sessionUserOf } from '../accounts/sessions.plugin.js';
import { GALLERY_KEY_PREFIX } from '../gallery/gallery-serving.js';
import { assertUnsealed, sealAt } from '../capsule/capsule.js';
import { findProfileById } from '../profiles/profiles.repository.js';
import { isMessageRecording } from '../capsule/sealed-recordings.repository.js';
import { signatureSecondsLeft } from './signed-object-urls.js';

// A key starts with its upload's purpose (storage/uploads.ts): guests' recordings and hosts' replies, their copies,
// and a host's greeting with its copy (guests play it while the page is live, like any recording of it: docs/decisions/051).
const RECORDING_KEY_PREFIXES = [`${RECORDING_UPLOAD_PURPOSE}/`, `${PLAYABLE_PURPOSE}/`, `${GREETING_PURPOSE}/`];

export const isRecordingKey = (key: string) => RECORDING_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));

/** A guest's photo with their message (docs/decisions/082): as private as the message's recording. */
export const isMessagePhotoKey = (key: string) => key.startsWith(`${MESSAGE_PHOTO_PURPOSE}/`);

/** What a message holds besides its words: its recordings and its photo (the admin's door serves these). */
export const isMessageMediaKey = (key: string) => isRecordingKey(key) || isMessagePhotoKey(key);

/** How a served object may be cached: undefined for public media (long and shared), else the private policy. */
export type ObjectCaching = string | undefined;

/** A guest's message or a host's reply once sent, and their playable copies: served to the page's hosts only. */
const isPrivateRecordingKey = (key: string) =>
  key.startsWith(`${RECORDING_UPLOAD_PURPOSE}/`) || key.startsWith(`${PLAYABLE_PURPOSE}/`) || isMessagePhotoKey(key);

/** The request as the gate reads it: the session's cookie, and a signed URL's query. */
export interface ObjectRequest {
  cookies: Record<string, string | undefined>;
  query: unknown;
}

/**
 * Whether /objects/{key} may be served to this browser (docs/decisions/037, 067), and how it may be cached.
 * Gallery files are never served here: /uploads is their one door, with the gallery's lock; nor are albums and books,
 * whose doors are the host's own downloads (modules/keepsake/album.routes.ts, book.routes.ts).
 * A recording that a message or reply has claimed belongs to a profile, and is private (decision 067): served to a
 * session that hosts the page now (its owner or a current co-host), or through a short-lived signed URL
 * (signed-object-urls.ts) while the page is live; to nobody else, and never to a shared cache.
 * The host's greeting and its copy are the guest page's: served to anyone while the page is live, to its hosts after.
 * A guest's photo with their message is served as the message's recording is (decision 082).
 * A guest's message is served to nobody while its page's time capsule is sealed (decision 052). Everything else
 * (profile pictures, backgrounds, a recording not sent yet) is public behind its unguessable key.
 */
export async function authorizeObjectKey(deps: AppDeps, key: string, request: ObjectRequest): Promise<ObjectCaching> {
  if (key.startsWith(GALLERY_KEY_PREFIX) || key.startsWith(`${ALBUM_PURPOSE}/`) || key.startsWith(`${BOOK_PURPOSE}/`)) throw AppError.notFound();
  if (!isMessageMediaKey(key)) return undefined;
  const row = await findStoredObject(deps.db, key);
  // A photo not sent yet is shown to its guest's preview (an iPhone's HEIC the browser could not draw), behind its
  // unguessable key, but kept by no cache: once sent it is the page's hosts' alone.
  if (!row?.ownerProfileId) return isMessagePhotoKey(key) ? 'private, no-store' : undefined;
  const profile = await findProfileById(deps.db, row.ownerProfileId);
  if (!profile) throw AppError.notFound();
  const live = toBool(profile.isActive);
  // The session plugin resolves sessions for /api only; the hosts' own inbox plays through here.
  const isHost = async () => {
    const user = await sessionUserOf(deps, request.cookies);
    return user !== null && (await hostsPage(deps, user.id, profile.id));
  };
  let caching: string;
  if (!isPrivateRecordingKey(key)) {
    if (!live && !(await isHost())) throw AppError.notFound();
    caching = 'private, max-age=3600';
  } else {
    // A signature opens nothing of a hidden or suspended page, as its listen links do not (decision 048).
    const secondsLeft = live && profile.suspendedAt === null ? signatureSecondsLeft(deps, key, request.query) : 0;
    // A host's player asks again on every play, so a removed co-host's browser keeps nothing it may play.
    if (secondsLeft > 0) caching = `private, max-age=${secondsLeft}`;
    else if (await isHost()) caching = 'private, no-cache';
    else throw AppError.notFound();
  }
  // A sealed time capsule (decision 052): a guest's message and its playable copy are heard by nobody until it opens.
  if (sealAt(profile, deps.now()) && (await isMessageRecording(deps.db, profile.id, key))) await assertUnsealed(deps, profile.id);
  return caching;
}
