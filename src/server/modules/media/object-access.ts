import { toBool } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { ALBUM_PURPOSE, BOOK_PURPOSE, GREETING_PURPOSE, PLAYABLE_PURPOSE, RECORDING_UPLOAD_PURPOSE } from '../../storage/purposes.js';
import { findStoredObject } from '../../storage/stored-objects.repository.js';
import { hostsPage } from '../accounts/page-access.js';
import { sessionUserOf } from '../accounts/sessions.plugin.js';
import { GALLERY_KEY_PREFIX } from '../gallery/gallery-serving.js';
import { assertUnsealed, sealAt } from '../profiles/capsule.js';
import { findProfileById } from '../profiles/profiles.repository.js';
import { isMessageRecording } from './sealed-recordings.repository.js';

// A key starts with its upload's purpose (storage/uploads.ts): guests' recordings and hosts' replies, their copies,
// and a host's greeting with its copy (issue 24: guests play it while the page is live, like any recording of it).
const RECORDING_KEY_PREFIXES = [`${RECORDING_UPLOAD_PURPOSE}/`, `${PLAYABLE_PURPOSE}/`, `${GREETING_PURPOSE}/`];

export const isRecordingKey = (key: string) => RECORDING_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));

export type ObjectAccess = 'public' | 'private';

/**
 * Whether /objects/{key} may be served to this browser (docs/decisions/037), and how it may be cached.
 * Gallery files are never served here: /uploads is their one door, with the gallery's lock; nor are albums and books,
 * whose doors are the host's own downloads (modules/keepsake/album.routes.ts, book.routes.ts). A recording that a
 * message or reply has claimed belongs to a profile: served while that profile is active, and to its hosts after
 * it was deactivated; 'private', so no shared cache keeps serving it once it is withdrawn. A guest's message is served
 * to nobody while its page's time capsule is sealed (decision 052). Everything else (profile
 * pictures, backgrounds, a recording not sent yet) is public behind its unguessable key.
 */
export async function authorizeObjectKey(deps: AppDeps, key: string, cookies: Record<string, string | undefined>): Promise<ObjectAccess> {
  if (key.startsWith(GALLERY_KEY_PREFIX) || key.startsWith(`${ALBUM_PURPOSE}/`) || key.startsWith(`${BOOK_PURPOSE}/`)) throw AppError.notFound();
  if (!isRecordingKey(key)) return 'public';
  const row = await findStoredObject(deps.db, key);
  if (!row?.ownerProfileId) return 'public';
  const profile = await findProfileById(deps.db, row.ownerProfileId);
  if (!profile || !toBool(profile.isActive)) {
    // The session plugin resolves sessions for /api only; the hosts' own inbox plays through here.
    const user = await sessionUserOf(deps, cookies);
    if (!profile || !user || !(await hostsPage(deps, user.id, profile.id))) throw AppError.notFound();
  }
  // A sealed time capsule (decision 052): a guest's message and its playable copy are heard by nobody until it opens.
  if (sealAt(profile, deps.now()) && (await isMessageRecording(deps.db, profile.id, key))) await assertUnsealed(deps, profile.id);
  return 'private';
}
