import type { EventKind, PageTheme } from './page-design.js';
import type { Language } from './i18n/languages.js';
/** A master admin's suspension of a page (docs/decisions/039): only an admin lifts it. */
export interface ProfileSuspension {
  since: string;
  /** What the admin told the creator; null when they gave no reason. */
  reason: string | null;
}

/** The host's recorded greeting (docs/decisions/051), as guests play it. */
export interface ProfileGreeting {
  /** '/objects/...' to play: the playable copy once made, the original until then. */
  audioPath: string;
  /** Whole seconds, measured by the server. */
  duration: number;
  /** Whether audioPath is still the original (the playable copy is being made). */
  preparing: boolean;
}

/** The creator profile as the API returns it to its owner. */
export interface CreatorProfile {
  id: string;
  userId: string;
  username: string;
  displayName: string;
  bio: string | null;
  description: string | null;
  isActive: boolean;
  profileImagePath: string | null;
  /** @deprecated The API's second name for profileImagePath, written by api-aliases.ts for its clients: read profileImagePath. */
  profileImageUrl: string | null;
  gallerySlug: string;
  galleryQrCodeData: string | null;
  galleryPassword: string | null;
  galleryPasswordEnabled: boolean;
  overlayColor: string;
  overlayOpacity: number;
  blurEffect: boolean;
  backgroundImagePath: string | null;
  backgroundVideoPath: string | null;
  backgroundUrl: string | null;
  backgroundType: 'image' | 'video' | null;
  textTheme: 'white' | 'black';
  /** The day of the event, 'YYYY-MM-DD', or null when the host has not set one. */
  eventDate: string | null;
  /** What the page celebrates (docs/decisions/080), or null when the host has not said. */
  eventKind: EventKind | null;
  /** The page's designed theme (docs/decisions/080); null is the classic look. */
  pageTheme: PageTheme | null;
  /** The time capsule (docs/decisions/052): the day messages stay sealed until, 'YYYY-MM-DD'; null when none. */
  sealedUntil: string | null;
  /** When it opens (ISO instant: 00:00 that day on the host's clock); sealed while now is before it. */
  sealedOpensAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Set while a master admin has suspended the page; isActive is then false and the creator cannot turn it on. */
  suspension: ProfileSuspension | null;
  /** The host's prompt questions, in their order (docs/decisions/051). */
  prompts: string[];
  greeting: ProfileGreeting | null;
  /** The page's language (docs/decisions/055): guests see it unless their browser asks for another of ours and this allows it. */
  language: Language;
  /** Whether guests see the page in their browser's language when Voxbook speaks it. */
  followGuestLanguage: boolean;
}

/** What anyone may see of a profile: no owner id, no gallery password, nothing of a suspension. */
export type PublicProfile = Omit<CreatorProfile, 'userId' | 'galleryPassword' | 'galleryQrCodeData' | 'suspension'>;

export interface SocialLink {
  id: string;
  platform: string;
  url: string;
}

export interface CustomLink {
  id: string;
  title: string;
  url: string;
  order: number;
}

export interface ProfileResponse {
  profile: PublicProfile;
  socialLinks: SocialLink[];
  customLinks: CustomLink[];
}

export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  authProvider: 'local' | 'google' | 'github';
  isEmailVerified: boolean;
  createdAt: string;
  /** The account's language for its screens and mails (docs/decisions/056); null follows the browser (mails: English). */
  language: Language | null;
}
