import type { Language } from '../../../shared/i18n/languages.js';
import { dateLocale } from '../../lib/language-format.js';

/**
 * Dates and times as the book prints them, the album's title gives them and the listen page shows them: in the host's
 * time zone and language (lib/language-format.ts), with a 24-hour clock (HH:MM, docs/product-spec.md, section 9).
 */

interface Formatters {
  date: Intl.DateTimeFormat;
  weekday: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
  dateTime: Intl.DateTimeFormat;
}

const formatters = new Map<string, Formatters>();

function formattersFor(timeZone: string, language: Language): Formatters {
  const id = `${language} ${timeZone}`;
  let f = formatters.get(id);
  if (!f) {
    const locale = dateLocale(language);
    const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    f = {
      date: new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'long', year: 'numeric' }),
      weekday: new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long' }),
      time: new Intl.DateTimeFormat(locale, { timeZone, ...clock }),
      dateTime: new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', ...clock }),
    };
    // Bounded by the number of real zone names (~600) in each of 8 languages.
    if (formatters.size < 6000) formatters.set(id, f);
  }
  return f;
}

/** '14 June 2026'. */
export const formatDate = (at: number, timeZone: string, language: Language = 'en') => formattersFor(timeZone, language).date.format(at);

/**
 * 'Sunday 14 June 2026, 18:03' in English (the book's words since it was first printed); in every other language its
 * own way of writing a day and a time ('Sonntag, 14. Juni 2026 um 18:03').
 */
export function formatDateTime(at: number, timeZone: string, language: Language = 'en'): string {
  const f = formattersFor(timeZone, language);
  if (language !== 'en') return f.dateTime.format(at);
  return `${f.weekday.format(at)} ${f.date.format(at)}, ${f.time.format(at)}`;
}

/**
 * The days the messages span, as the book's cover and the album's title give them: '14 June 2026', or '12–14 June 2026'
 * for a party over several days ('31 May – 1 June 2026' across months).
 */
export function formatDateRange(first: number, last: number, timeZone: string, language: Language = 'en'): string {
  return formattersFor(timeZone, language).date.formatRange(new Date(first), new Date(Math.max(first, last)));
}
