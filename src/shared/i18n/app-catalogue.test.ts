import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../error-codes.js';
import { fixedRefusalMessages } from '../refusal-messages.test-support.js';
import { APP_AREAS, CATALOGUE_FILES } from './app-i18n.js';
import { LANGUAGES } from './languages.js';

/**
 * Every catalogue checked (docs/decisions/056): each language has English's keys (plural forms by the
 * language's own rules) with the same placeholders; every key of the app's areas, the mails and the cards is used; every fixed
 * message the server still throws by its text has its code in the errors area; and no screen of the app shows words that bypass the catalogues.
 */

type Tree = { [key: string]: string | Tree };
const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (language: string, file: string): Tree =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, language, `${file}.json`), 'utf8')) as Tree;
const flatten = (tree: Tree, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value] as const] : [...flatten(value, `${prefix}${key}.`)],
    ),
  );
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!))].sort();

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** A key as t() names it: 'guests_one' and 'guests_other' are both 'guests'. */
const base = (key: string) => key.replace(PLURAL, '');
/**
 * The keys a language must have for English's: a plural key in each of the language's own forms (Arabic's six), where
 * 'many' may be left out by languages that use it only for millions (the translator then says 'other').
 */
function expectedKeys(language: string, english: Map<string, string>): { required: Set<string>; allowed: Set<string> } {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
  const required = new Set<string>();
  const allowed = new Set<string>();
  for (const key of english.keys()) {
    if (!PLURAL.test(key)) {
      required.add(key);
      allowed.add(key);
      continue;
    }
    for (const category of categories) {
      allowed.add(`${base(key)}_${category}`);
      if (category !== 'many' || language === 'ar') required.add(`${base(key)}_${category}`);
    }
  }
  return { required, allowed };
}

describe('every catalogue in every language', () => {
  const cases = CATALOGUE_FILES.flatMap((file) => LANGUAGES.filter((l) => l !== 'en').map((language) => [file, language] as const));
  it.each(cases)('%s.json in %s has every English key in its plural forms, no other, with the same placeholders', (file, language) => {
    const english = flatten(read('en', file));
    const catalogue = flatten(read(language, file));
    const { required, allowed } = expectedKeys(language, english);
    expect([...required].filter((k) => !catalogue.has(k)), 'missing').toEqual([]);
    expect([...catalogue.keys()].filter((k) => !allowed.has(k)), 'not in English').toEqual([]);
    for (const [key, text] of catalogue) {
      const englishText = english.get(key) ?? english.get(`${base(key)}_other`)!;
      // A plural form may leave the number out ('un invité', 'يوم واحد'), never add a placeholder English lacks.
      const allowedNames = placeholders(englishText);
      expect(
        placeholders(text).filter((n) => !allowedNames.includes(n)),
        `${language} ${file} ${key}`,
      ).toEqual([]);
      if (!PLURAL.test(key)) expect(placeholders(text), `${language} ${file} ${key}`).toEqual(allowedNames);
      expect(text.trim(), `${language} ${file} ${key}`).not.toBe('');
    }
  });
});

const sourceOf = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
const walk = (node: ts.Node, visit: (node: ts.Node) => void) => {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
};
function filesUnder(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full).flatMap((name) => filesUnder(path.join(dir, name)));
}
const productFiles = (dir: string) =>
  filesUnder(dir).filter((f) => /\.tsx?$/.test(f) && !/\.(test|test-support)\.tsx?$/.test(f) && !f.includes(`${path.sep}test${path.sep}`));
function stringLiterals(files: string[]): Set<string> {
  const literals = new Set<string>();
  for (const file of files) {
    walk(sourceOf(file), (node) => {
      if (ts.isStringLiteralLike(node)) literals.add(node.text);
    });
  }
  return literals;
}

describe('the app catalogues', () => {
  it.each(APP_AREAS.filter((a) => a !== 'errors'))('uses every key of %s.json in the app (written out whole, as t() takes it)', (area) => {
    const literals = stringLiterals([...productFiles('src/client'), ...productFiles('src/server')]);
    const keys = [...new Set([...flatten(read('en', area)).keys()].map(base))].map((k) => `${area}.${k}`);
    expect(keys.filter((key) => !literals.has(key))).toEqual([]);
  });

  it.each(['mail', 'cards'])("uses every key of %s.json on the server (keys without the area's name: its t() reads only that file)", (file) => {
    const literals = stringLiterals(productFiles('src/server'));
    const keys = [...new Set([...flatten(read('en', file)).keys()].map(base))];
    expect(keys.filter((key) => !literals.has(key))).toEqual([]);
  });

  it("has a code for every fixed message the server still throws by its text (the *_MSG constants; docs/decisions/077)", () => {
    const fixed = fixedRefusalMessages();
    expect(fixed.length).toBeGreaterThan(50);
    expect(fixed.filter((message) => !errorCodeOf(message))).toEqual([]);
  });
});

/**
 * What a screen may import from src/shared/*.texts.ts: the names that stay as they are in every language (the brand's
 * and the platforms'). Everything a person reads comes from a catalogue; limits, lists and schemas are in the area's
 * *.limits.ts, *.types.ts and *.schemas.ts (docs/decisions/084).
 */
const NOT_WORDS = /^(BRAND|PRODUCT|SOCIAL_PLATFORM_LABELS)$/;
const ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-description', 'description']);

/** The app's folders, one check each, so a screen's owner can run theirs: -t 'features/admin'. */
const FOLDERS = [
  'src/client/app',
  'src/client/components',
  'src/client/lib',
  'src/client/recorder',
  'src/client/recording-upload',
  'src/client/capsule',
  ...readdirSync(path.join(ROOT, 'src/client/features')).map((f) => `src/client/features/${f}`),
];

describe('no words on a screen bypass the catalogues', () => {
  it.each(FOLDERS)('%s: no JSX text, no aria-label, title, placeholder, alt or label literal, no words imported from *.texts.ts', (folder) => {
    const found: string[] = [];
    for (const file of productFiles(folder)) {
      const source = sourceOf(file);
      const where = (node: ts.Node) => `${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      walk(source, (node) => {
        if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && /\.texts\.js$/.test(node.moduleSpecifier.text)) {
          const names = node.importClause?.namedBindings;
          if (names && ts.isNamedImports(names)) {
            for (const name of names.elements) {
              if (!name.isTypeOnly && !node.importClause?.isTypeOnly && !NOT_WORDS.test(name.name.text)) found.push(`${where(node)} imports ${name.name.text}`);
            }
          }
        }
        if (!file.endsWith('.tsx')) return;
        // Letters in JSX text are words; punctuation and numbers between expressions ('·', '/', '@') are not.
        if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) found.push(`${where(node)} text '${node.text.trim()}'`);
        if (ts.isJsxAttribute(node) && ATTRIBUTES.has(node.name.getText())) {
          const value = node.initializer;
          const literal =
            value && (ts.isStringLiteral(value) ? value : ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression) ? value.expression : null);
          if (literal && /\p{L}/u.test(literal.text)) found.push(`${where(node)} ${node.name.getText()}='${literal.text}'`);
        }
        // A string or template with words as a JSX child: {'Try again'}, {`For ${name}`}.
        if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
          const e = node.expression;
          const text = ts.isStringLiteralLike(e) ? e.text : ts.isTemplateExpression(e) ? e.head.text + e.templateSpans.map((s) => s.literal.text).join('') : '';
          if (/\p{L}/u.test(text)) found.push(`${where(node)} expression '${text}'`);
        }
      });
    }
    expect(found).toEqual([]);
  });
});
