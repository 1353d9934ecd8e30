import type { Language } from '../../../../shared/i18n/languages.js';
import { formatRelativeTime } from '../../../lib/format-relative-time.js';

/** When something happened, as every screen says it (formatRelativeTime): 'Just now', '5m ago', 'vor 5 Min.'. */
export const whenSaid = (iso: string, language: Language, now: Date = new Date()): string => formatRelativeTime(iso, language, now);

/**
 * The album's 'Built …': the relative words are lowered inside the sentence ('Built just now', 'Erstellt gestern
 * 14:02'). English dates start with a month's name, which stays as it is; other languages' dates start with a digit.
 */
export function builtWhen(iso: string, language: Language, now: Date = new Date()): string {
  const when = whenSaid(iso, language, now);
  if (language === 'en' && !/^(Just|Yesterday)/.test(when)) return when;
  return when.charAt(0).toLocaleLowerCase(language) + when.slice(1);
}
