/**
 * A calendar day 'YYYY-MM-DD' as people write it, 'June 14, 2026'. A calendar date has no time zone: it is formatted
 * in UTC so no reader sees the day before. The locale is the page's language (English by default), never the
 * browser's, so the server-rendered guest page, its hydration and the server's messages agree (the event day, decision 050; the time capsule, decision 052).
 */
export function formatCalendarDate(day: string, language = 'en'): string {
  const [y, m, d] = day.split('-').map(Number);
  const locale = language === 'en' ? 'en-US' : language;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}
