import type { Page } from 'playwright-core';
import type { Language } from '../../src/shared/i18n/languages.js';
import { type CatalogueFile, englishIn } from '../../src/shared/i18n/no-english.test-support.js';

export { englishIn, englishTexts } from '../../src/shared/i18n/no-english.test-support.js';

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
  return englishIn(shown, language, files);
}
