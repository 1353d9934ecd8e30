import { MSG } from './api.texts.js';

/** Gallery texts (docs/product-spec.md, sections 5, 8 and 9; docs/decisions/005), written once for both sides. */
export const GALLERY_MSG = {
  passwordRequired: MSG.passwordRequired,
  passwordNeededToEnable: 'Enter a password to enable protection',
  passwordTooLong: 'Password must be at most 100 characters',
  notMedia: (file: string) => `${file} is not a valid image or video file.`,
} as const;
