import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createInstance, type i18n } from 'i18next';
import type { GuestCatalogue } from './guest-i18n.js';
import { type Language, LANGUAGES } from './languages.js';
import { type GuestKey, translator } from './translator.js';

/**
 * One i18next instance holding one language's guest catalogue, ready at once: the reference the project's own reader
 * (translator.ts, which the server and the browser use) is held to, word for word. No fallback language:
 * the catalogue test fails when a key is missing, so a guest never sees English mixed into their language.
 */
function createGuestI18n(language: Language, catalogue: GuestCatalogue): i18n {
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

const catalogue = (language: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, language, 'guest.json'), 'utf8')) as GuestCatalogue;
const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`)));

describe('the reader of the catalogues (server and browser) says what i18next says', () => {
  it.each(LANGUAGES)('%s: every key, with its placeholders filled (markup left as text)', (language) => {
    const messages = catalogue(language);
    const small = translator(language, messages);
    const i18next = createGuestI18n(language, messages);
    for (const key of keys(messages) as GuestKey[]) {
      const values = { name: 'Ada & <b>Charles</b>', host: 'Ada', guest: 'Grace', percent: 42, n: 3, app: 'Instagram', max: 60, clock: '0:05', platform: 'Instagram' };
      expect(small(key, values), `${language} ${key}`).toBe(i18next.t(key, values));
    }
  });

  it("chooses i18next's plural forms by Intl.PluralRules, and leaves an unknown key as the key", () => {
    const t = translator('en', { x: { apple_one: '{{count}} apple', apple_other: '{{count}} apples' } } as never);
    expect(t('x.apple' as GuestKey, { count: 1 })).toBe('1 apple');
    expect(t('x.apple' as GuestKey, { count: 5 })).toBe('5 apples');
    expect(t('x.pear' as GuestKey)).toBe('x.pear');
    const ar = translator('ar', { x: { day_zero: 'صفر', day_two: 'يومان', day_other: 'أيام' } } as never);
    expect(ar('x.day' as GuestKey, { count: 2 })).toBe('يومان');
    // French names 'many' for millions; a catalogue without that form says 'other'.
    const fr = translator('fr', { x: { guest_one: '{{count}} invité', guest_other: '{{count}} invités' } } as never);
    expect(fr('x.guest' as GuestKey, { count: 1_000_000 })).toBe('1000000 invités');
  });
});
