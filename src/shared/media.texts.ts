import type { MediaKind } from './media.types.js';

/** Server answers about uploaded and stored media, written once for both sides. */
export const MEDIA_MSG = {
  unsupported: 'Unsupported file type',
  tooManyPixels: (megapixels: number) => `This picture is too large for us to process (over ${megapixels} megapixels). Please choose a smaller copy.`,
} as const;

/** What an accepted upload is, in words a person understands; used in 415 messages. */
export const KIND_WORDS: Record<MediaKind, string> = {
  image: 'an image (JPEG, PNG, GIF, WebP, HEIC or AVIF)',
  video: 'a video (MP4, WebM or MOV)',
  audio: 'an audio recording (WebM, Ogg, MP4/M4A, MP3 or WAV)',
};
