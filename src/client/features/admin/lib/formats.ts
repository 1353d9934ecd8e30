import type { Language } from '../../../../shared/i18n/languages.js';

/** The admin area's figures, dates and times in its language (issue 25): Intl, never English month names. */
export const formatNumber = (value: number, language: Language) => new Intl.NumberFormat(language).format(value);

export const formatDateTime = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
