import type { MediaKind } from '../../../shared/media.types.js';
import type { UpdateProfileInput } from '../../../shared/profile.schemas.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { kindOfContentType } from '../../storage/media-types.js';
import { PROFILE_MEDIA_PURPOSES } from '../../storage/purposes.js';
import { findStoredObject } from '../../storage/stored-objects.repository.js';
import { deleteObject, keyFromPath, markAttached } from '../../storage/stored-objects.service.js';
import type { ProfileRow, ProfileUpdate } from './profiles.table.js';

type MediaFields = Pick<ProfileRow, 'profileImagePath' | 'backgroundImagePath' | 'backgroundVideoPath' | 'backgroundType'>;

const mediaPaths = (r: MediaFields) => [r.profileImagePath, r.backgroundImagePath, r.backgroundVideoPath].filter((p): p is string => !!p);

/**
 * Works out the picture and background columns an update asks for. A new path must be an upload of this
 * user of the right kind (400 otherwise); a path the profile already holds is accepted as is.
 * The background is one medium: setting an image drops the video unless the same request sets one, and back.
 */
export async function resolveMediaChanges(
  deps: AppDeps,
  userId: string,
  current: ProfileRow,
  input: UpdateProfileInput,
): Promise<Partial<ProfileUpdate>> {
  const held = new Set(mediaPaths(current));
  const check = async (path: string, field: string, kind?: MediaKind): Promise<MediaKind | undefined> => {
    const key = keyFromPath(path);
    const row = key ? await findStoredObject(deps.db, key) : undefined;
    if (held.has(path) && !row) return kind;
    const ok = row && row.ownerUserId === userId && (PROFILE_MEDIA_PURPOSES as readonly string[]).includes(row.purpose);
    if (!ok) throw AppError.refuse(400, 'media_not_your_upload', field);
    const actual = kindOfContentType(row.contentType);
    if (kind && actual !== kind) throw AppError.refuse(400, 'media_wrong_media_kind', field);
    return actual;
  };

  const next: MediaFields = { ...current };
  if (input.profilePicture !== undefined) {
    if (input.profilePicture !== null) await check(input.profilePicture, 'profilePicture', 'image');
    next.profileImagePath = input.profilePicture;
  }

  let newImage = false;
  let newVideo = false;
  if (input.backgroundImage !== undefined) {
    if (input.backgroundImage !== null) await check(input.backgroundImage, 'backgroundImage', 'image');
    next.backgroundImagePath = input.backgroundImage;
    newImage = input.backgroundImage !== null;
  }
  if (input.backgroundVideo !== undefined) {
    if (input.backgroundVideo !== null) await check(input.backgroundVideo, 'backgroundVideo', 'video');
    next.backgroundVideoPath = input.backgroundVideo;
    newVideo = input.backgroundVideo !== null;
  }
  if (input.backgroundMedia !== undefined) {
    if (input.backgroundMedia === null) {
      next.backgroundImagePath = null;
      next.backgroundVideoPath = null;
    } else {
      const kind = await check(input.backgroundMedia, 'backgroundMedia', input.backgroundMediaType ?? undefined);
      if (kind !== 'image' && kind !== 'video') throw AppError.refuse(400, 'media_wrong_media_kind', 'backgroundMedia');
      if (kind === 'video') next.backgroundVideoPath = input.backgroundMedia;
      else next.backgroundImagePath = input.backgroundMedia;
      newImage ||= kind === 'image';
      newVideo ||= kind === 'video';
    }
  }
  if (newImage && !newVideo && input.backgroundVideo === undefined) next.backgroundVideoPath = null;
  if (newVideo && !newImage && input.backgroundImage === undefined) next.backgroundImagePath = null;

  // An explicit type must name a medium the profile has; null or absent means 'whatever it has'.
  const explicit = input.backgroundType ?? input.backgroundMediaType;
  if (explicit) {
    const has = explicit === 'video' ? next.backgroundVideoPath : next.backgroundImagePath;
    if (!has) throw AppError.refuse(400, 'media_background_missing', 'backgroundType');
    next.backgroundType = explicit;
  } else if (newVideo) next.backgroundType = 'video';
  else if (newImage) next.backgroundType = 'image';
  else {
    const kept = next.backgroundType === 'video' ? next.backgroundVideoPath : next.backgroundType === 'image' ? next.backgroundImagePath : null;
    if (!kept) next.backgroundType = next.backgroundVideoPath ? 'video' : next.backgroundImagePath ? 'image' : null;
  }

  const patch: Partial<ProfileUpdate> = {};
  for (const k of ['profileImagePath', 'backgroundImagePath', 'backgroundVideoPath', 'backgroundType'] as const) {
    if (next[k] !== current[k]) (patch as Record<string, unknown>)[k] = next[k];
  }
  return patch;
}

/** After the row is saved: new media is attached (kept by the sweeper), media no longer used is deleted. */
export async function settleMedia(deps: AppDeps, userId: string, before: MediaFields, after: MediaFields): Promise<void> {
  const was = new Set(mediaPaths(before));
  const now = new Set(mediaPaths(after));
  for (const path of now) {
    const key = keyFromPath(path);
    if (key && !was.has(path)) await markAttached(deps.db, key);
  }
  for (const path of was) {
    const key = keyFromPath(path);
    if (!key || now.has(path)) continue;
    const row = await findStoredObject(deps.db, key);
    if (row?.ownerUserId === userId) await deleteObject(deps, key);
  }
}
