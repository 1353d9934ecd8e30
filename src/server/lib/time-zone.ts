/**
 * Calendar days in a creator's IANA time zone, computed with Intl only (no time zone library).
 * "Today" runs from the first instant of the local date to the first instant of the next one,
 * which is right across DST changes, including zones whose midnight is skipped or repeated.
 */

const HOUR = 3_600_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    // Bounded by the number of real zone names (~600); constructing a formatter is the slow part.
    if (formatters.size < 1000) formatters.set(timeZone, f);
  }
  return f;
}

/** True for a zone name Intl knows (IANA names and UTC). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface LocalTime {
  year: number;
  month: number;
  day: number;
  /** The wall-clock reading as if it were UTC, in ms. */
  wall: number;
}

function localTime(timeZone: string, at: number): LocalTime {
  const p: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(at)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return {
    year: p.year!,
    month: p.month!,
    day: p.day!,
    wall: Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!),
  };
}

/** The zone's offset from UTC at an instant, in ms (whole seconds). */
const offsetAt = (timeZone: string, at: number) => localTime(timeZone, Math.floor(at / 1000) * 1000).wall - Math.floor(at / 1000) * 1000;

const dateKey = (t: LocalTime) => t.year * 10_000 + t.month * 100 + t.day;

/** The first instant (UTC ms) of the local date year-month-day in the zone. */
function startOfLocalDate(timeZone: string, year: number, month: number, day: number): number {
  const midnightAsUtc = Date.UTC(year, month - 1, day);
  const target = year * 10_000 + month * 100 + day;
  // The offsets in force around that midnight; at most one change happens in the window.
  const offsets = new Set([offsetAt(timeZone, midnightAsUtc - 15 * HOUR), offsetAt(timeZone, midnightAsUtc + 15 * HOUR)]);
  let best: number | undefined;
  for (const offset of offsets) {
    const candidate = midnightAsUtc - offset;
    const starts = dateKey(localTime(timeZone, candidate)) === target && dateKey(localTime(timeZone, candidate - 1000)) < target;
    if (starts && (best === undefined || candidate < best)) best = candidate;
  }
  return best ?? midnightAsUtc - offsetAt(timeZone, midnightAsUtc);
}

export interface DayRange {
  /** UTC ms of the first instant of the day. */
  start: number;
  /** UTC ms of the first instant of the next day. */
  end: number;
  /** The local date, 'YYYY-MM-DD'. */
  date: string;
}

// The last day worked out per zone: every dashboard refresh of the day asks for the same one, and working it
// out takes several Intl calls. Bounded like the formatters.
const lastDays = new Map<string, DayRange>();

/** The creator's calendar day containing `now`. */
export function localDay(timeZone: string, now: number): DayRange {
  const last = lastDays.get(timeZone);
  if (last && now >= last.start && now < last.end) return last;
  const day = computeLocalDay(timeZone, now);
  if (lastDays.size < 1000 || lastDays.has(timeZone)) lastDays.set(timeZone, day);
  return day;
}

function computeLocalDay(timeZone: string, now: number): DayRange {
  const t = localTime(timeZone, now);
  const next = new Date(Date.UTC(t.year, t.month - 1, t.day + 1));
  return {
    start: startOfLocalDate(timeZone, t.year, t.month, t.day),
    end: startOfLocalDate(timeZone, next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()),
    date: `${t.year}-${pad(t.month)}-${pad(t.day)}`,
  };
}

/**
 * The instant (UTC ms) the zone's clock shows `hour`:00 on the local date containing `now` (a scheduled morning). When
 * a DST change skips that hour, the instant the clock jumps past it; when it repeats it, the first time.
 */
export function atLocalHour(timeZone: string, now: number, hour: number): number {
  const t = localTime(timeZone, now);
  const wall = Date.UTC(t.year, t.month - 1, t.day, hour);
  // The offsets in force around that hour; at most one change happens in the window.
  const candidates = [...new Set([offsetAt(timeZone, wall - 15 * HOUR), offsetAt(timeZone, wall + 15 * HOUR)])].map((o) => wall - o);
  const exact = candidates.filter((c) => localTime(timeZone, c).wall === wall);
  if (exact.length) return Math.min(...exact);
  // Skipped: the first instant whose wall clock is past the hour.
  return Math.min(...candidates.filter((c) => localTime(timeZone, c).wall > wall));
}

/**
 * 'YYYY-MM-DD HH:MM' on the zone's wall clock, for exports a person reads. The offset is looked up once
 * per zone and quarter hour (offsets only change on quarter hours), so exporting a long list stays cheap.
 */
export function localDateTime(timeZone: string, at: number): string {
  const quarter = Math.floor(at / QUARTER_HOUR);
  if (lastOffset.timeZone !== timeZone || lastOffset.quarter !== quarter) {
    lastOffset = { timeZone, quarter, offset: offsetAt(timeZone, quarter * QUARTER_HOUR) };
  }
  const w = new Date(at + lastOffset.offset);
  return `${w.getUTCFullYear()}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())} ${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}`;
}

const QUARTER_HOUR = 15 * 60_000;
let lastOffset = { timeZone: '', quarter: NaN, offset: 0 };

const pad = (n: number) => String(n).padStart(2, '0');

/** The first instant (UTC ms) of the calendar day 'YYYY-MM-DD' on the zone's clock (a time capsule's opening). */
export function startOfDay(timeZone: string, date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return startOfLocalDate(timeZone, y!, m!, d!);
}
