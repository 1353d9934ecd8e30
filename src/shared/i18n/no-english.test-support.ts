import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CATALOGUE_FILES } from './app-i18n.js';
import type { Language } from './languages.js';

export type CatalogueFile = (typeof CATALOGUE_FILES)[number];
type Tree = { [key: string]: string | Tree };
const DIR = path.dirname(new URL(import.meta.url).pathname);
const flatten = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flatten(v, `${prefix}${k}.`)));
const read = (language: string, file: string) => flatten(JSON.parse(readFileSync(path.join(DIR, language, `${file}.json`), 'utf8')) as Tree);

/**
 * The English texts of these catalogues that say something else in `language`, as they can be found on a screen, in a
 * mail or in a file: the words around each placeholder ('Sealed until {{date}}' looks for 'Sealed until'), pieces of
 * at least 4 letters. Texts the language writes the same way (Album, Dashboard, Instagram) are not English there.
 */
export function englishTexts(language: Language, files: readonly CatalogueFile[]): string[] {
  const texts = new Set<string>();
  for (const file of files) {
    const translated = new Map(read(language, file));
    for (const [key, english] of read('en', file)) {
      const other = translated.get(key);
      if (other === undefined || other === english) continue;
      for (const piece of english.split(/\{\{\s*\w+\s*\}\}/)) {
        const trimmed = piece.trim();
        // A piece the translation also contains ('…', 'MP3', a brand) is not English there.
        if ((trimmed.match(/\p{L}/gu) ?? []).length >= 4 && !other.includes(trimmed)) texts.add(trimmed);
      }
    }
  }
  return [...texts];
}

/**
 * Every English catalogue text (of these files) in `shown`, whole words only ('Links' must not match inside
 * 'Linkshänder'). An empty list means what was shown speaks only `language`, as far as our catalogues go.
 */
export function englishIn(shown: string, language: Language, files: readonly CatalogueFile[]): string[] {
  return englishTexts(language, files).filter((text) => new RegExp(`(^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(shown));
}
