import { GALLERY_LIMITS } from '../../../shared/gallery.limits.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { isPasswordOn, passwordMatches, requireGallery, unlockCookieName, unlockToken } from './gallery-access.js';

export interface UnlockCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

/** Checks a guest's password; on success, the cookie that opens this gallery (none needed when it is open). */
export async function unlockGallery(deps: AppDeps, slug: string, password: string): Promise<UnlockCookie | null> {
  const row = await requireGallery(deps, slug);
  if (!isPasswordOn(row)) return null;
  if (!passwordMatches(row, password)) throw AppError.refuse(401, 'gallery_incorrect_password');
  return {
    name: unlockCookieName(row.gallerySlug),
    value: unlockToken(deps.config.sessionSecret, row),
    maxAgeSeconds: GALLERY_LIMITS.unlockDays * 24 * 3600,
  };
}
