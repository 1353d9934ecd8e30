import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAPSULE_MSG } from './capsule.texts.js';
import { ERROR_CODES, GUEST_ERROR_CODES, errorCodeOf } from './error-codes.js';
import { LANGUAGES } from './i18n/languages.js';

/**
 * The server's error codes (docs/decisions/077): the keys of en/errors.json, one code per message, a name a catalogue can use as a key, and the guest's page
 * and the app saying the same words for the same code in every language.
 */

const codes = Object.values(ERROR_CODES);
const catalogue = (language: string, file: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'i18n', language, `${file}.json`), 'utf8')) as Record<string, unknown>;

describe('ERROR_CODES', () => {
  it('gives no two codes the same English, so a message still thrown by its text finds its one code', () => {
    const english = Object.values(catalogue('en', 'errors')) as string[];
    expect(english.filter((message, i) => english.indexOf(message) !== i)).toEqual([]);
    expect(codes.length).toBe(english.length);
    expect(codes.length).toBeGreaterThan(100);
  });

  it('names every code in snake case', () => {
    expect(codes.filter((code) => !/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(code))).toEqual([]);
  });

  it("ends no code like an i18next plural form ('_one', '_many', …), which would be read as another key's plural", () => {
    expect(codes.filter((code) => /_(zero|one|two|few|many|other)$/.test(code))).toEqual([]);
  });

  it("has every code a guest's page knows", () => {
    expect(GUEST_ERROR_CODES.filter((code) => !codes.includes(code))).toEqual([]);
    expect(errorCodeOf('Invalid email or password')).toBe('invalid_email_or_password');
    // A message written with a value inside has no code: its English is shown.
    expect(errorCodeOf(CAPSULE_MSG.sealed('2027-06-14'))).toBeUndefined();
  });

  it.each(LANGUAGES)("says a guest code in %s in errors.json exactly as the guest's page does (guest.json)", (language) => {
    const guest = catalogue(language, 'guest').errors as Record<string, string>;
    const app = catalogue(language, 'errors');
    for (const code of GUEST_ERROR_CODES) expect(app[code], `${language} ${code}`).toBe(guest[code]);
  });
});
