import type { Language } from './i18n/languages.js';

/** GET /api/gallery/:slug/info — never carries the password. */
export interface GalleryInfo {
  passwordEnabled: boolean;
  /** True when the password is off or this browser holds a valid unlock cookie. */
  unlocked: boolean;
  displayName: string;
  username: string;
  slug: string;
  /** The host's page language (docs/decisions/055): the gallery speaks it unless ?lang or, when allowed, the guest's browser says otherwise. */
  language: Language;
  /** Whether the host lets the gallery follow the guest's browser language. */
  followGuestLanguage: boolean;
}

/** One photo or video; show it from `/uploads/${filePath}`. */
export interface GalleryMediaItem {
  id: string;
  fileType: 'image' | 'video';
  filePath: string;
  /** WebP of about 720 px, or null when none could be made (show the original or a placeholder). */
  thumbnailPath: string | null;
  /** Video frame, or null. */
  posterPath: string | null;
  contentType: string;
  size: number;
  originalFileName: string;
  uploaderName: string | null;
  uploadedAt: string;
}

/** The owner's view of an item adds the uploader's email. */
export interface OwnerGalleryMediaItem extends GalleryMediaItem {
  uploaderEmail: string | null;
}

export interface GalleryQrResponse {
  qrCodeData: string;
  galleryUrl: string;
  slug: string;
}

export interface GalleryPasswordSettings {
  galleryPassword: string | null;
  galleryPasswordEnabled: boolean;
}
