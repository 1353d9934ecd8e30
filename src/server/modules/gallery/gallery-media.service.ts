import type { GalleryInfo, GalleryMediaItem, OwnerGalleryMediaItem } from '../../../shared/gallery.types.js';
import { isoTime, toBool } from '../../db/database.js';
import { DEFAULT_LANGUAGE, toLanguage } from '../../../shared/i18n/languages.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { markDetached } from '../../storage/stored-objects.service.js';
import { findProfileByUserId } from '../profiles/profiles.repository.js';
import { type GalleryViewer, isPasswordOn, mayOpen, requireGallery, requireOpenGallery } from './gallery-access.js';
import { countMedia, deleteMediaRow, findMediaById, listMedia } from './gallery.repository.js';
import type { GalleryMediaRow } from './gallery.table.js';
import { deleteGalleryObjects } from './gallery-objects.js';
import { galleryFileName } from './gallery-file-names.js';

export function toItem(row: GalleryMediaRow): GalleryMediaItem {
  return {
    id: row.id,
    fileType: row.fileType,
    filePath: row.objectKey,
    thumbnailPath: row.thumbKey,
    posterPath: row.posterKey,
    contentType: row.contentType,
    size: row.size,
    originalFileName: galleryFileName(row.originalFileName, row.objectKey),
    uploaderName: row.uploaderName,
    uploadedAt: isoTime(row.uploadedAt),
  };
}

const toOwnerItem = (row: GalleryMediaRow): OwnerGalleryMediaItem => ({ ...toItem(row), uploaderEmail: row.uploaderEmail });

export async function getGalleryInfo(deps: AppDeps, slug: string, viewer: GalleryViewer): Promise<GalleryInfo> {
  const row = await requireGallery(deps, slug);
  return {
    passwordEnabled: isPasswordOn(row),
    unlocked: await mayOpen(deps, row, viewer),
    displayName: row.displayName,
    username: row.username,
    slug: row.gallerySlug,
    language: toLanguage(row.language) ?? DEFAULT_LANGUAGE,
    followGuestLanguage: toBool(row.followGuestLanguage),
  };
}

export async function listGuestMedia(
  deps: AppDeps,
  slug: string,
  viewer: GalleryViewer,
  page: { limit: number; offset: number },
): Promise<GalleryMediaItem[]> {
  const row = await requireOpenGallery(deps, slug, viewer);
  return (await listMedia(deps.db, row.id, page)).map(toItem);
}

/** The moderation view's page, newest first, with how many items the gallery holds in all. */
export async function listOwnMedia(
  deps: AppDeps,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ items: OwnerGalleryMediaItem[]; total: number }> {
  const profile = await findProfileByUserId(deps.db, userId);
  if (!profile) return { items: [], total: 0 };
  const [rows, total] = await Promise.all([listMedia(deps.db, profile.id, page), countMedia(deps.db, profile.id)]);
  return { items: rows.map(toOwnerItem), total };
}

/** Moderation: the owner removes any item; someone else's id looks like a missing one. */
export async function deleteOwnMedia(deps: AppDeps, userId: string, mediaId: string): Promise<void> {
  const [profile, media] = await Promise.all([findProfileByUserId(deps.db, userId), findMediaById(deps.db, mediaId)]);
  if (!profile || !media || media.profileId !== profile.id) throw AppError.refuse(404, 'gallery_media_not_found');
  // Row first: once it is gone nothing links to the objects, so a failed object delete is only a sweepable orphan.
  // Detached in the same step, so objects a crash leaves behind are the sweeper's.
  await deps.db.transaction().execute(async (trx) => {
    await deleteMediaRow(trx, media.id);
    for (const key of [media.objectKey, media.thumbKey, media.posterKey]) if (key) await markDetached(trx, key);
  });
  await deleteGalleryObjects(deps, [media.objectKey, media.thumbKey, media.posterKey]);
}
