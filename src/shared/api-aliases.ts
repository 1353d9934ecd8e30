import { z } from 'zod';
import type { MediaKind } from './media.types.js';

/**
 * The API's second names for one value (docs/decisions/083). The published API gives some values under several
 * names, and its clients read each of them, so each stays in the answers. The code knows every such value by one
 * name; this file alone writes the others, and declares the answers that carry them (the types are inferred from
 * these schemas, on both sides). The calls answered under a second path or method are in
 * `src/server/plugins/route-aliases.ts`, the screens under a second path in `src/client/lib/screen-aliases.ts`.
 *
 * An upload's file is `path` in the code (where it is served: '/objects/...'). Every upload answer names it
 * `fileUrl`, the name the client reads; `url`, `path`, `backgroundImagePath` and `backgroundVideoPath` are the
 * aliases some answers add.
 */

const storedPath = z.string();

/** POST /api/upload: a picture or background, its kind found in its bytes; `url` repeats `fileUrl`. */
export const ProfileMediaUploadAnswerSchema = z.object({
  fileUrl: storedPath,
  url: storedPath,
  contentType: z.string(),
  /** What the bytes were found to be (this call takes images and videos). */
  kind: z.custom<MediaKind>(),
  size: z.number(),
});
export type ProfileMediaUploadAnswer = z.infer<typeof ProfileMediaUploadAnswerSchema>;

export const profileMediaUploadAnswer = (file: { path: string; contentType: string; kind: MediaKind; size: number }): ProfileMediaUploadAnswer => ({
  fileUrl: file.path,
  url: file.path,
  contentType: file.contentType,
  kind: file.kind,
  size: file.size,
});

/** POST /api/background-images: `backgroundImagePath` repeats `fileUrl`. */
export const backgroundImageUploadAnswer = (path: string) => ({ fileUrl: path, backgroundImagePath: path });

/** POST /api/background-videos: `backgroundVideoPath` repeats `fileUrl`. */
export const backgroundVideoUploadAnswer = (path: string) => ({ fileUrl: path, backgroundVideoPath: path });

/** POST /api/voice-upload: the recording, and its length in whole seconds; `url` and `path` repeat `fileUrl`. */
export const VoiceUploadResultSchema = z.object({
  fileUrl: storedPath,
  url: storedPath,
  path: storedPath,
  /** Whole seconds, measured by decoding the upload. */
  duration: z.number().int(),
});
export type VoiceUploadResult = z.infer<typeof VoiceUploadResultSchema>;

export const voiceUploadResult = (path: string, duration: number): VoiceUploadResult => ({ fileUrl: path, url: path, path, duration });

/**
 * A creator profile's picture, in every answer that carries a profile: `profileImagePath` in the code,
 * `profileImageUrl` its second name. Spread where the two stand in the answer; the admin view's SQL spreads the
 * column the same way (`profileImageFields('p.profile_image_path')`).
 */
export const profileImageFields = <T>(profileImagePath: T) => ({ profileImagePath, profileImageUrl: profileImagePath });
