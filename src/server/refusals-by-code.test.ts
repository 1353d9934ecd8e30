import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../shared/error-codes.js';
import { REFUSAL_MESSAGES } from '../shared/refusal-messages.test-support.js';

/**
 * A refusal the catalogue has a code for is thrown by that code (AppError.refuse, docs/decisions/077), never by its
 * English: a message written out in a throw, or a `*_MSG` constant handed to a factory, fails here on the day it is
 * written. Messages with a value inside (no code) and the shared schemas' messages are what is left to the factories.
 */

/** The English of 'MSG.required' (undefined for a message built from values, a function). */
const messageOf = (name: string): string | undefined => {
  const [object, key] = name.split('.') as [string, string];
  const value = REFUSAL_MESSAGES[object]?.[key];
  return typeof value === 'string' ? value : undefined;
};

const SERVER = path.dirname(new URL(import.meta.url).pathname);
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : sources(full);
    return /\.ts$/.test(e.name) && !/\.test\.ts$|test-support|test-helpers/.test(e.name) ? [full] : [];
  });

/** Every throw site that hands a factory a message, with the message it names. */
function factoryCalls(name: string, text: string): { where: string; message: string | undefined }[] {
  const calls = [...text.matchAll(/(?:AppError\.(?:badRequest|unauthorized|forbidden|notFound|conflict|tooLarge|unsupported|unavailable)\(|new AppError\(\d+,\s*)\s*([A-Z_]*MSG\.\w+|'[^']*'|"[^"]*")\s*[,)]/g)];
  return calls.map((m) => {
    const line = text.slice(0, m.index).split('\n').length;
    const arg = m[1]!;
    const message = /^['"]/.test(arg) ? arg.slice(1, -1) : messageOf(arg);
    return { where: `${name}:${line} ${arg}`, message };
  });
}

describe('refusals are thrown by their code', () => {
  it('no throw hands a factory a message the errors catalogue has a code for', () => {
    const calls = sources(SERVER).flatMap((file) => factoryCalls(path.relative(SERVER, file), readFileSync(file, 'utf8')));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.message !== undefined && errorCodeOf(c.message)).map((c) => c.where)).toEqual([]);
  });

  it('finds a message thrown by its English (the check can fail)', () => {
    const written = [
      'if (!zone) throw AppError.badRequest(MSG.invalidTimeZone, { tz: MSG.invalidTimeZone });',
      "if (!zone) throw new AppError(400, 'Unknown time zone');",
      'throw AppError.refuse(400, "invalid_time_zone", "tz");',
      'throw AppError.forbidden(CO_HOST_MSG.wrongAccount(email));',
    ].join('\n');
    const calls = factoryCalls('written.ts', written);
    expect(calls.filter((c) => c.message !== undefined && errorCodeOf(c.message)).map((c) => c.where)).toEqual([
      'written.ts:1 MSG.invalidTimeZone',
      "written.ts:2 'Unknown time zone'",
    ]);
  });
});
