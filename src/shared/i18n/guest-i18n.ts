import { createInstance, type i18n } from 'i18next';
import type { Language } from './languages.js';
import type enGuest from './en/guest.json';

/** The guest area's catalogue: every language's guest.json has the English file's shape (catalogue.test.ts checks). */
export type GuestCatalogue = typeof enGuest;

/**
 * One i18next instance holding one language's guest catalogue, ready at once (no back end, nothing to wait for): the
 * server renders with it and the browser hydrates with the same, so both write the same words. No fallback language:
 * the catalogue test fails when a key is missing, so a guest never sees English mixed into their language.
 */
export function createGuestI18n(language: Language, catalogue: GuestCatalogue): i18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { guest: catalogue } },
    ns: ['guest'],
    defaultNS: 'guest',
    // React escapes what it renders, and the server's pages escape with escapeHtml: escaping here would double it.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
