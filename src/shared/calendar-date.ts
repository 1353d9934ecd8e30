/**
 * A calendar day 'YYYY-MM-DD' as people write it, 'June 14, 2026'. A calendar date has no time zone: it is formatted
 * in UTC so no reader sees the day before. The locale is fixed so the server-rendered guest page, its hydration and
 * the server's messages agree (the event day, decision 050; the time capsule, decision 052).
 */
export function formatCalendarDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}
