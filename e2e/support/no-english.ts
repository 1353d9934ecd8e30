import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { CATALOGUE_FILES } from '../../src/shared/i18n/app-i18n.js';
import type { Language } from '../../src/shared/i18n/languages.js';

type CatalogueFile = (typeof CATALOGUE_FILES)[number];
type Tree = { [key: string]: string | Tree };
const DIR = path.resolve('src/shared/i18n');
const flatten = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flatten(v, `${prefix}${k}.`)));
const read = (language: string, file: string) => flatten(JSON.parse(readFileSync(path.join(DIR, language, `${file}.json`), 'utf8')) as Tree);

/**
 * The English texts of these catalogues that say something else in `language`, as they can be found on a screen:
 * the words around each placeholder ('Sealed until {{date}}' looks for 'Sealed until'), pieces of at least 4 letters.
 * Texts the language writes the same way (Album, Dashboard, Instagram) are not English on that screen.
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
        // A piece the translation also contains ('…', 'MP3', a brand) is not English on that screen.
        if ((trimmed.match(/\p{L}/gu) ?? []).length >= 4 && !other.includes(trimmed)) texts.add(trimmed);
      }
    }
  }
  return [...texts];
}

/**
 * Every English catalogue text on the page: in what it shows and in its labels, titles and placeholders (what a screen
 * reader says). An empty list means the screen speaks only `language`.
 */
export async function englishOnScreen(page: Page, language: Language, files: readonly CatalogueFile[]): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')].flatMap((e) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((a) => e.getAttribute(a) ?? ''),
    );
    return [document.body.innerText, document.title, ...attributes].join('\n');
  });
  // Whole words only: 'Links' must not match inside 'Linkshänder'.
  return englishTexts(language, files).filter((text) => new RegExp(`(^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(shown));
}
