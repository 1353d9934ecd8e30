import type { GalleryMediaItem } from '../../../shared/gallery.types.js';
import { GALLERY_LIMITS } from '../../../shared/gallery.limits.js';
import { GALLERY_MSG } from '../../../shared/gallery.texts.js';
import { GalleryUploaderSchema } from '../../../shared/gallery.schemas.js';
import type { AppDeps } from '../../deps.js';
import { AppError, parse } from '../../errors.js';
import { newId } from '../../ids.js';
import { GALLERY_PURPOSES } from '../../storage/purposes.js';
import { type StoredUpload, type UploadOptions } from '../../storage/uploads.js';
import { deleteObject, markAttached } from '../../storage/stored-objects.service.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { ProfileRow } from '../profiles/profiles.table.js';
import { toItem } from './gallery-media.service.js';
import { galleryFileName } from './gallery-file-names.js';
import { deleteGalleryObjects, putDerived, withLocalCopy } from './gallery-objects.js';
import { imageThumbnail, isHeic, videoPoster } from './gallery-thumbnails.js';
import { findMediaBySha, insertMedia, setUploaderWhereMissing } from './gallery.repository.js';
import type { GalleryMediaRow } from './gallery.table.js';

type Uploader = { uploaderName: string | null; uploaderEmail: string | null };

function uploaderFrom(fields: Record<string, string>): Uploader {
  const parsed = parse(GalleryUploaderSchema, { uploaderName: fields.uploaderName, uploaderEmail: fields.uploaderEmail });
  return { uploaderName: parsed.uploaderName ?? null, uploaderEmail: parsed.uploaderEmail ?? null };
}

async function derivedImage(stored: StoredUpload, file: string): Promise<Buffer | null> {
  if (stored.kind === 'video') return videoPoster(file);
  try {
    return await imageThumbnail(file, stored.contentType);
  } catch (err) {
    // Too many pixels is refused with its own message. Bytes that look like an image yet do not decode are refused;
    // a HEIC variant libheif cannot read is kept.
    if (err instanceof AppError) throw err;
    if (isHeic(stored.contentType)) return null;
    throw AppError.unsupported(GALLERY_MSG.notMedia(stored.originalName || 'This file'));
  }
}

/**
 * A guest upload into one gallery. Each file becomes an item as soon as it is stored (a failing later file
 * does not undo earlier ones); the same content twice in one gallery is kept once and the earlier item returned.
 */
export function galleryUpload(deps: AppDeps, gallery: ProfileRow) {
  const items: GalleryMediaItem[] = [];
  const createdIds: string[] = [];
  const owner = { userId: null, profileId: gallery.id };

  async function keepOnce(stored: StoredUpload, uploader: Uploader): Promise<GalleryMediaRow> {
    return withLocalCopy(deps, stored.key, async (file, { sha256, crc32 }) => {
      const existing = await findMediaBySha(deps.db, gallery.id, sha256);
      if (existing) {
        await deleteObject(deps, stored.key);
        return existing;
      }
      const id = newId();
      const derived = await derivedImage(stored, file);
      const derivedKey = derived ? `gallery/${gallery.id}/${stored.kind === 'video' ? 'posters' : 'thumbs'}/${id}.webp` : null;
      if (derived && derivedKey) await putDerived(deps, derivedKey, derived, owner);
      const row: GalleryMediaRow = {
        id,
        profileId: gallery.id,
        objectKey: stored.key,
        thumbKey: stored.kind === 'image' ? derivedKey : null,
        posterKey: stored.kind === 'video' ? derivedKey : null,
        fileType: stored.kind === 'video' ? 'video' : 'image',
        contentType: stored.contentType,
        size: stored.size,
        sha256,
        crc32,
        originalFileName: galleryFileName(stored.originalName || stored.kind, stored.key),
        ...uploader,
        uploadedAt: Date.now(),
      };
      try {
        // Item and attachments together: a crash in between must not leave an item whose object is sweepable.
        await deps.db.transaction().execute(async (trx) => {
          await insertMedia(trx, row);
          await markAttached(trx, stored.key);
          if (derivedKey) await markAttached(trx, derivedKey);
        });
      } catch (err) {
        await deleteGalleryObjects(deps, [derivedKey]);
        const raced = isUniqueViolation(err) ? await findMediaBySha(deps.db, gallery.id, sha256) : undefined;
        if (!raced) throw err;
        // Another request stored the same content a moment earlier.
        await deleteObject(deps, stored.key);
        return raced;
      }
      createdIds.push(id);
      return row;
    });
  }

  const options: UploadOptions = {
    field: 'media',
    accept: { image: deps.config.limits.galleryImageBytes, video: deps.config.limits.galleryVideoBytes },
    purpose: 'gallery',
    prefix: `gallery/${gallery.id}`,
    owner,
    quota: { purposes: GALLERY_PURPOSES, maxBytes: deps.config.limits.profileGalleryBytes },
    maxFiles: GALLERY_LIMITS.filesPerUpload,
    minFiles: 1,
    async onFile(stored, fields) {
      items.push(toItem(await keepOnce(stored, uploaderFrom(fields))));
    },
  };

  /** Name and email sent after the files still label this request's new items (when valid). */
  async function finish(fields: Record<string, string>): Promise<GalleryMediaItem[]> {
    let late: Uploader | undefined;
    try {
      late = uploaderFrom(fields);
    } catch {
      late = undefined;
    }
    if (late && (late.uploaderName || late.uploaderEmail)) {
      await setUploaderWhereMissing(deps.db, createdIds, late);
      for (const item of items) if (createdIds.includes(item.id) && !item.uploaderName) item.uploaderName = late.uploaderName;
    }
    return items;
  }

  return { options, finish };
}
