import type { Language } from '../../shared/i18n/languages.js';

/** A count as the screen's language writes it ('1,234', '1.234', '١٬٢٣٤'). */
export const formatNumber = (n: number, language: Language) => new Intl.NumberFormat(language).format(n);

/** A progress in percent ('45%', '45 %', '٤٥٪'). */
export const formatPercent = (percent: number, language: Language) => new Intl.NumberFormat(language, { style: 'percent' }).format(percent / 100);

/** A date and time in full, for a tooltip or a detail ('May 2, 2026, 9:07 AM', '02.05.2026, 09:07'). */
export const formatDateTime = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
