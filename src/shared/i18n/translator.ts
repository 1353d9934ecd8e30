import type { GuestCatalogue } from './guest-i18n.js';
import type { Language } from './languages.js';

/** i18next's plural suffixes: 'messages_one', 'messages_other' are both read as t('messages', { count }). */
export type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Unplural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** 'page.recordSpecialMessage', ...: every key of a catalogue shaped like T, typed from the English file. */
export type KeyOf<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${Unplural<K>}` : KeyOf<T[K], `${P}${K}.`>;
}[keyof T & string];
export type GuestKey = KeyOf<GuestCatalogue>;
export type Values = Record<string, string | number>;
/** A catalogue's t(): its keys only, so a typo or a key another area owns does not compile. */
export type TranslateOf<Key extends string> = (key: Key, values?: Values) => string;
export type Translate = TranslateOf<GuestKey>;

/**
 * The browser's reader of the same catalogues i18next reads on the server (docs/decisions/054): a dotted key, '{{name}}'
 * placeholders, and i18next's plural suffixes (key_one, key_other, ... chosen by Intl.PluralRules with `count`). About
 * a kilobyte where i18next would add 15 KB to the guest's first load; translator.test.ts holds both to the same words.
 */
export function translator<C extends object = GuestCatalogue>(language: Language, catalogue: C): TranslateOf<KeyOf<C>> {
  const plurals = new Intl.PluralRules(language);
  const lookup = (key: string): string | undefined => {
    let node: unknown = catalogue;
    for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  return (key: string, values: Values = {}) => {
    const count = values.count;
    // A language may leave out 'many' where it only names millions (es, fr, it, pt): 'other' serves.
    const plural = typeof count === 'number' ? (lookup(`${key}_${plurals.select(count)}`) ?? lookup(`${key}_other`)) : undefined;
    const text = plural ?? lookup(key) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}
