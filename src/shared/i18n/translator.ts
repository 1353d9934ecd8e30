import type { GuestCatalogue } from './guest-i18n.js';
import type { Language } from './languages.js';

/** 'page.recordSpecialMessage', ...: every key of a catalogue shaped like T, typed from the English file. */
export type KeyOf<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : KeyOf<T[K], `${P}${K}.`>;
}[keyof T & string];
export type GuestKey = KeyOf<GuestCatalogue>;
export type Values = Record<string, string | number>;
export type Translate = (key: GuestKey, values?: Values) => string;

/**
 * The browser's reader of the same catalogues i18next reads on the server (docs/decisions/054): a dotted key, '{{name}}'
 * placeholders, and i18next's plural suffixes (key_one, key_other, ... chosen by Intl.PluralRules with `count`). About
 * a kilobyte where i18next would add 15 KB to the guest's first load; translator.test.ts holds both to the same words.
 */
export function translator(language: Language, catalogue: GuestCatalogue): Translate {
  const plurals = new Intl.PluralRules(language);
  const lookup = (key: string): string | undefined => {
    let node: unknown = catalogue;
    for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  return (key, values = {}) => {
    const count = values.count;
    const text = (typeof count === 'number' ? lookup(`${key}_${plurals.select(count)}`) : undefined) ?? lookup(key) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}
