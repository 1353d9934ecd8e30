import { LANGUAGE_NAMES, LANGUAGES } from '../../shared/i18n/languages.js';

/** Every language Voxbook speaks as a select's options, each named in itself and marked as that language. */
export function LanguageOptions({ className }: { className?: string }) {
  return LANGUAGES.map((language) => (
    <option key={language} value={language} lang={language} className={className}>
      {LANGUAGE_NAMES[language]}
    </option>
  ));
}
