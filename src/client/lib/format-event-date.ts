/**
 * The event's day as people write it in the page's language, 'June 14, 2026', '14 de junio de 2026'. A calendar date
 * has no time zone: it is formatted in UTC so no visitor sees the day before. The language is the page's (never the
 * browser's default locale), so the server-rendered guest page and its hydration agree.
 */
export function formatEventDate(day: string, language = 'en'): string {
  const [y, m, d] = day.split('-').map(Number);
  const locale = language === 'en' ? 'en-US' : language;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}
