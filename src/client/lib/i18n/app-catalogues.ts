import enAdmin from '../../../shared/i18n/en/admin.json' with { type: 'json' };
import enAuth from '../../../shared/i18n/en/auth.json' with { type: 'json' };
import enCommon from '../../../shared/i18n/en/common.json' with { type: 'json' };
import enDashboard from '../../../shared/i18n/en/dashboard.json' with { type: 'json' };
import enEditor from '../../../shared/i18n/en/editor.json' with { type: 'json' };
import enErrors from '../../../shared/i18n/en/errors.json' with { type: 'json' };
import enGallery from '../../../shared/i18n/en/gallery.json' with { type: 'json' };
import enGuest from '../../../shared/i18n/en/guest.json' with { type: 'json' };
import enKeepsake from '../../../shared/i18n/en/keepsake.json' with { type: 'json' };
import { APP_AREAS, type AppCatalogue } from '../../../shared/i18n/app-i18n.js';
import type { GuestCatalogue } from '../../../shared/i18n/guest-i18n.js';
import { chooseLanguage, type Language } from '../../../shared/i18n/languages.js';
import { translator } from '../../../shared/i18n/translator.js';
import type { AppTranslate } from './app-keys.js';
import { browserLanguages } from './browser-languages.js';

/** A language's words for the app's screens: its areas, and the guest catalogue its dialogs and recorder read. */
export interface AppTexts {
  app: AppCatalogue;
  guest: GuestCatalogue;
}

/** English is in the app's own chunk: its words show at once, with nothing to wait for. */
export const ENGLISH: AppTexts = {
  app: { common: enCommon, auth: enAuth, dashboard: enDashboard, editor: enEditor, keepsake: enKeepsake, admin: enAdmin, gallery: enGallery, errors: enErrors },
  guest: enGuest,
};

// Every other language's files, each a chunk of its own, fetched only when that language is chosen.
const FILES = import.meta.glob<Record<string, unknown>>('../../../shared/i18n/*/*.json', { import: 'default' });
const load = (language: Language, area: string) => {
  const file = FILES[`../../../shared/i18n/${language}/${area}.json`];
  if (!file) throw new Error(`No ${area} catalogue for ${language}`);
  return file();
};

/** One language's app areas and guest catalogue, fetched together (English is already here). */
export async function loadAppTexts(language: Language): Promise<AppTexts> {
  if (language === 'en') return ENGLISH;
  const [guest, ...areas] = await Promise.all([load(language, 'guest'), ...APP_AREAS.map((area) => load(language, area))]);
  return {
    app: Object.fromEntries(APP_AREAS.map((area, i) => [area, areas[i]])) as unknown as AppCatalogue,
    guest: guest as unknown as GuestCatalogue,
  };
}

/**
 * A t() in the language an account's choice shows (null: the browser's), once its words are here: for words said
 * at the moment the screens switch to that language (the confirmation of a new language, the admin's greeting). A
 * catalogue that cannot be fetched gives English, as AppLanguage then shows.
 */
export async function loadAppT(choice: string | null): Promise<AppTranslate> {
  const language = chooseLanguage({ requested: choice, browser: browserLanguages() });
  const texts = await loadAppTexts(language).catch(() => ENGLISH);
  return translator(texts === ENGLISH ? 'en' : language, texts.app);
}
