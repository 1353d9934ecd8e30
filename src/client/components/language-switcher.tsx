import { useId } from 'react';
import { LanguageOptions } from './language-options.js';
import { useT } from '../lib/i18n/guest-texts.js';
import { toLanguage } from '../../shared/i18n/languages.js';
import { cx } from '../lib/cx.js';

/**
 * The guest's language, changeable on every guest page: a native select labelled 'Language' in the page's language,
 * each option named in its own language (and marked as such for screen readers). Choosing one reloads the page with
 * ?lang=xx, so the server writes it in that language, `<html lang dir>` included.
 */
export function LanguageSwitcher({ className, theme = 'white' }: { className?: string; theme?: 'white' | 'black' }) {
  const { t, language } = useT();
  const id = useId();
  const current = toLanguage(language) ?? 'en';
  const choose = (next: string) => {
    const url = new URL(window.location.href);
    url.searchParams.set('lang', next);
    window.location.assign(url.href);
  };
  return (
    <div className={cx('flex items-center gap-1.5 text-xs font-semibold', theme === 'white' ? 'text-white' : 'text-stone-900', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => choose(event.target.value)}
        className={cx(
          'min-h-9 rounded-full border-0 px-3 py-1 text-xs font-semibold backdrop-blur-md focus-visible:outline-none focus-visible:ring-2',
          theme === 'white' ? 'bg-black/35 text-white focus-visible:ring-white' : 'bg-white/75 text-stone-900 focus-visible:ring-stone-900',
        )}
      >
        <LanguageOptions className="text-stone-900" />
      </select>
    </div>
  );
}
