/** Server answers about uploaded and stored media, written once for both sides. */
export const MEDIA_MSG = {
  noFile: 'No file uploaded',
  emptyFile: 'The file is empty',
  tooLarge: 'File is too large',
  tooManyFiles: 'Too many files in one upload',
  tooManyFields: 'Too many form fields in one upload',
  malformedUpload: 'The upload is cut off or is not a valid form',
  unexpectedField: 'Unexpected file field',
  unsupported: 'Unsupported file type',
  unreadableImage: 'The image could not be read. Please upload a JPEG, PNG, GIF or WebP image.',
  tooManyPixels: (megapixels: number) => `This picture is too large for us to process (over ${megapixels} megapixels). Please choose a smaller copy.`,
  notYourUpload: 'Must be a file you uploaded',
  wrongMediaKind: 'This file is not the right kind of media',
  backgroundMissing: 'Upload a background before choosing its type',
  invalidObjectPath: 'Invalid object path',
} as const;

export type MediaKind = 'image' | 'video' | 'audio';

/** What an accepted upload is, in words a person understands; used in 415 messages. */
export const KIND_WORDS: Record<MediaKind, string> = {
  image: 'an image (JPEG, PNG, GIF, WebP, HEIC or AVIF)',
  video: 'a video (MP4, WebM or MOV)',
  audio: 'an audio recording (WebM, Ogg, MP4/M4A, MP3 or WAV)',
};

/** Where stored media is served from; every stored path starts with this. */
export const OBJECTS_PREFIX = '/objects/';
