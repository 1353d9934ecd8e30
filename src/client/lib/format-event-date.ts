/**
 * The event's day as people write it, 'June 14, 2026'. A calendar date has no time zone: it is formatted in UTC so
 * no visitor sees the day before. The locale is fixed so the server-rendered guest page and its hydration agree.
 */
export function formatEventDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}
