import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGuestI18n, type GuestCatalogue } from './guest-i18n.js';
import { LANGUAGES } from './languages.js';
import { type GuestKey, translator } from './translator.js';

const catalogue = (language: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, language, 'guest.json'), 'utf8')) as GuestCatalogue;
const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`)));

describe("the browser's reader of the catalogues says what i18next says on the server", () => {
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
