import { LIMITS } from '../../../shared/limits.js';
import type { AppDeps } from '../../deps.js';
import { findProfileByUserId } from '../profiles/profiles.repository.js';
import { receiveUpload, type StoredUpload, type UploadForm } from '../../storage/uploads.js';
import { KEEP_FORMAT } from '../../storage/image-reencode.js';

const BACKGROUND_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;

async function owner(deps: AppDeps, userId: string) {
  const profile = await findProfileByUserId(deps.db, userId);
  return { userId, profileId: profile?.id ?? null };
}

/** The edit screen's general upload: a profile picture or background, image or video. */
export async function uploadProfileMedia(deps: AppDeps, form: UploadForm, userId: string): Promise<StoredUpload> {
  return receiveUpload(deps, form, {
    accept: { image: LIMITS.imageBytes, video: LIMITS.backgroundVideoBytes },
    contentTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic', 'image/avif', ...BACKGROUND_VIDEO_TYPES],
    purpose: 'upload',
    owner: await owner(deps, userId),
    encodeImage: KEEP_FORMAT,
  });
}

export async function uploadBackgroundImage(deps: AppDeps, form: UploadForm, userId: string): Promise<StoredUpload> {
  return receiveUpload(deps, form, {
    accept: { image: LIMITS.imageBytes },
    purpose: 'background-image',
    owner: await owner(deps, userId),
    encodeImage: KEEP_FORMAT,
  });
}

export async function uploadBackgroundVideo(deps: AppDeps, form: UploadForm, userId: string): Promise<StoredUpload> {
  return receiveUpload(deps, form, {
    accept: { video: LIMITS.backgroundVideoBytes },
    contentTypes: BACKGROUND_VIDEO_TYPES,
    purpose: 'background-video',
    owner: await owner(deps, userId),
  });
}
