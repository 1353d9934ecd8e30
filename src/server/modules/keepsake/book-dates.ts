/**
 * Dates and times as the book prints them and the listen page shows them: day month year and a 24-hour clock (the
 * spec's HH:MM), in the host's time zone. English month names, like every other text of the product.
 */

const formatters = new Map<string, { date: Intl.DateTimeFormat; weekday: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formattersFor(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = {
      date: new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'long', year: 'numeric' }),
      weekday: new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long' }),
      time: new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    };
    // Bounded by the number of real zone names (~600).
    if (formatters.size < 1000) formatters.set(timeZone, f);
  }
  return f;
}

/** '14 June 2026'. */
export const formatDate = (at: number, timeZone: string) => formattersFor(timeZone).date.format(at);

/** 'Sunday 14 June 2026, 18:03'. */
export function formatDateTime(at: number, timeZone: string): string {
  const f = formattersFor(timeZone);
  return `${f.weekday.format(at)} ${f.date.format(at)}, ${f.time.format(at)}`;
}

/**
 * The days the messages span, as the book's cover and the album's title give them: '14 June 2026', or '12–14 June 2026'
 * for a party over several days ('31 May – 1 June 2026' across months).
 */
export function formatDateRange(first: number, last: number, timeZone: string): string {
  return formattersFor(timeZone).date.formatRange(new Date(first), new Date(Math.max(first, last)));
}
