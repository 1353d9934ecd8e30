import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { toBool } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { hostsPage } from '../accounts/page-access.js';
import type { ProfileRow } from '../profiles/profiles.table.js';
import { findProfileBySlug } from './gallery.repository.js';

/** One cookie per gallery, so unlocking one gallery opens no other. Slugs are [a-z0-9] only. */
export const unlockCookieName = (slug: string) => `vb_gallery_${slug}`;

/**
 * The cookie's value: an HMAC over the profile and its password version. Nothing is stored per guest,
 * any instance can verify it, and bumping the version (every password change) invalidates all earlier ones.
 */
export function unlockToken(secret: string, row: Pick<ProfileRow, 'id' | 'galleryPasswordVersion'>): string {
  return createHmac('sha256', secret).update(`gallery-unlock\n${row.id}\n${row.galleryPasswordVersion}`).digest('base64url');
}

function sameSecret(a: string, b: string): boolean {
  // Hashing first gives equal lengths, so timingSafeEqual never leaks the length either.
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}

export const isPasswordOn = (row: Pick<ProfileRow, 'galleryPasswordEnabled' | 'galleryPassword'>) => toBool(row.galleryPasswordEnabled) && !!row.galleryPassword;

/** Who is looking at a gallery: the gallery's unlock cookie, and the signed-in creator if any. */
export interface GalleryViewer {
  unlockCookie?: string;
  userId?: string | null;
}

/** Open galleries are open to all; a protected one to holders of a current unlock cookie and to its owner. */
export function hasAccess(secret: string, row: ProfileRow, viewer: GalleryViewer): boolean {
  if (!isPasswordOn(row) || (viewer.userId && viewer.userId === row.userId)) return true;
  return !!viewer.unlockCookie && sameSecret(viewer.unlockCookie, unlockToken(secret, row));
}

/** hasAccess, and a co-host's session opens a protected gallery as the owner's does (they moderate it anyway). */
export async function mayOpen(deps: AppDeps, row: ProfileRow, viewer: GalleryViewer): Promise<boolean> {
  if (hasAccess(deps.config.sessionSecret, row, viewer)) return true;
  return !!viewer.userId && (await hostsPage(deps, viewer.userId, row.id));
}

export function passwordMatches(row: ProfileRow, attempt: string): boolean {
  return isPasswordOn(row) && sameSecret(attempt, row.galleryPassword ?? '');
}

/** The gallery a guest asked for; unknown slugs and inactive profiles look the same. */
export async function requireGallery({ db }: AppDeps, slug: string): Promise<ProfileRow> {
  const normalized = slug.toLowerCase();
  const row = /^[a-z0-9]{1,64}$/.test(normalized) ? await findProfileBySlug(db, normalized) : undefined;
  if (!row || !toBool(row.isActive)) throw AppError.refuse(404, 'gallery_not_found');
  return row;
}

/** A gallery the guest may see: 404 when it does not exist, 401 while it is locked for them. */
export async function requireOpenGallery(deps: AppDeps, slug: string, viewer: GalleryViewer): Promise<ProfileRow> {
  const row = await requireGallery(deps, slug);
  if (!(await mayOpen(deps, row, viewer))) throw AppError.refuse(401, 'gallery_locked');
  return row;
}
