import type enAdmin from './en/admin.json';
import type enAuth from './en/auth.json';
import type enCards from './en/cards.json';
import type enCommon from './en/common.json';
import type enDashboard from './en/dashboard.json';
import type enEditor from './en/editor.json';
import type enErrors from './en/errors.json';
import type enGallery from './en/gallery.json';
import type enKeepsake from './en/keepsake.json';
import type enMail from './en/mail.json';
import type { GuestCatalogue } from './guest-i18n.js';

/**
 * The app's catalogue areas (docs/decisions/056): one JSON file per language and area in
 * src/shared/i18n/{language}/{area}.json, each with the English file's shape (catalogue.test.ts checks). The browser
 * loads one language's areas together; a key is written 'area.key' ('dashboard.noVoiceMessages').
 *
 * - common: what every host screen shares (navigation, layout, buttons, dates, the account's language)
 * - auth: landing, sign-in, sign-up, password reset, verification
 * - dashboard: the dashboard, inbox, all messages, replies, statistics, subscribers, notifications
 * - editor: Profile Settings, Background Settings, /edit, links, onboarding, preview, greeting and prompts, capsule
 * - keepsake: archive, album, book, table cards, co-hosts, the party screen (its host card and the screen itself)
 * - admin: the master admin area
 * - gallery: the guest gallery /g/{slug} and its moderation
 * - errors: the server's refusals by code (src/shared/error-codes.ts)
 * - mail: what the server mails (server only)
 * - cards: what the printed table cards say (server only)
 */
export const APP_AREAS = ['common', 'auth', 'dashboard', 'editor', 'keepsake', 'admin', 'gallery', 'errors'] as const;
export type AppArea = (typeof APP_AREAS)[number];

export interface AppCatalogue {
  common: typeof enCommon;
  auth: typeof enAuth;
  dashboard: typeof enDashboard;
  editor: typeof enEditor;
  keepsake: typeof enKeepsake;
  admin: typeof enAdmin;
  gallery: typeof enGallery;
  errors: typeof enErrors;
}

export type MailCatalogue = typeof enMail;
export type CardsCatalogue = typeof enCards;

/** Every area's file name, the guest's and the server's (mail, cards) included: what the catalogue test reads. */
export const CATALOGUE_FILES = ['guest', ...APP_AREAS, 'mail', 'cards'] as const;
export type { GuestCatalogue };
