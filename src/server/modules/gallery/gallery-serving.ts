import { toBool } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { isSafeKey } from '../../storage/object-store.js';
import { findProfileById } from '../profiles/profiles.repository.js';
import { hostsPage } from '../accounts/page-access.js';
import { sessionUserOf } from '../accounts/sessions.plugin.js';
import { hasAccess, isPasswordOn, unlockCookieName } from './gallery-access.js';
import { findMediaByAnyKey } from './gallery.repository.js';

export const GALLERY_KEY_PREFIX = 'gallery/';

/**
 * Whether a guest may fetch /uploads/{key}: the key must be a gallery item's original, thumbnail or poster,
 * of an active profile whose gallery is open to this browser. Anything else in the store is not served here.
 */
export async function authorizeUploadKey(deps: AppDeps, key: string, cookies: Record<string, string | undefined>) {
  if (!isSafeKey(key) || !key.startsWith(GALLERY_KEY_PREFIX)) throw AppError.notFound();
  const media = await findMediaByAnyKey(deps.db, key);
  const profile = media ? await findProfileById(deps.db, media.profileId) : undefined;
  if (!media || !profile || !toBool(profile.isActive)) throw AppError.notFound();
  const secret = deps.config.sessionSecret;
  if (!hasAccess(secret, profile, { unlockCookie: cookies[unlockCookieName(profile.gallerySlug)] })) {
    // The session plugin resolves sessions for /api only; the hosts' own dashboard thumbnails come through here.
    const user = await sessionUserOf(deps, cookies);
    if (!user || !(await hostsPage(deps, user.id, profile.id))) throw AppError.unauthorized();
  }
  return { protectedGallery: isPasswordOn(profile) };
}
