import { describe, expect, it } from 'vitest';
import { atLocalHour, startOfDay, isValidTimeZone, localDateTime, localDay } from './time-zone.js';

const day = (tz: string, iso: string) => {
  const d = localDay(tz, Date.parse(iso));
  return { date: d.date, start: new Date(d.start).toISOString(), end: new Date(d.end).toISOString() };
};

describe("the creator's calendar day", () => {
  it.each([
    ['UTC', '2026-11-21T23:59:59Z', '2026-11-21', '2026-11-21T00:00:00.000Z', '2026-11-22T00:00:00.000Z'],
    ['Europe/Berlin', '2026-11-21T23:30:00Z', '2026-11-22', '2026-11-21T23:00:00.000Z', '2026-11-22T23:00:00.000Z'],
    // Spring forward: a 23-hour day; fall back: a 25-hour day.
    ['Europe/Berlin', '2026-03-29T12:00:00Z', '2026-03-29', '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z'],
    ['Europe/Berlin', '2026-10-25T12:00:00Z', '2026-10-25', '2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z'],
    ['America/Los_Angeles', '2026-11-01T12:00:00Z', '2026-11-01', '2026-11-01T07:00:00.000Z', '2026-11-02T08:00:00.000Z'],
    // Santiago skips midnight when DST starts: the day begins at 01:00.
    ['America/Santiago', '2026-09-06T12:00:00Z', '2026-09-06', '2026-09-06T04:00:00.000Z', '2026-09-07T03:00:00.000Z'],
    ['Asia/Kathmandu', '2026-01-01T00:00:00Z', '2026-01-01', '2025-12-31T18:15:00.000Z', '2026-01-01T18:15:00.000Z'],
    ['Pacific/Kiritimati', '2026-01-01T00:00:00Z', '2026-01-01', '2025-12-31T10:00:00.000Z', '2026-01-01T10:00:00.000Z'],
    ['Pacific/Pago_Pago', '2026-01-01T00:00:00Z', '2025-12-31', '2025-12-31T11:00:00.000Z', '2026-01-01T11:00:00.000Z'],
  ])('%s at %s is %s, from %s to %s', (tz, at, date, start, end) => {
    expect(day(tz, at)).toEqual({ date, start, end });
  });

  it('knows real zone names only', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });

  it('writes wall-clock times for exports', () => {
    expect(localDateTime('Asia/Tokyo', Date.parse('2026-11-21T23:59:30Z'))).toBe('2026-11-22 08:59');
    expect(localDateTime('UTC', Date.parse('2026-11-21T07:05:00Z'))).toBe('2026-11-21 07:05');
  });
});

describe("an hour of the creator's morning", () => {
  it.each([
    ['UTC', '2026-11-21T23:59:59Z', 8, '2026-11-21T08:00:00.000Z'],
    ['Europe/Berlin', '2026-11-21T23:30:00Z', 8, '2026-11-22T07:00:00.000Z'],
    // The days the clocks change: 8:00 is still 8:00 on the wall.
    ['Europe/Berlin', '2026-03-29T12:00:00Z', 8, '2026-03-29T06:00:00.000Z'],
    ['Europe/Berlin', '2026-10-25T12:00:00Z', 8, '2026-10-25T07:00:00.000Z'],
    ['America/Santiago', '2026-09-06T12:00:00Z', 8, '2026-09-06T11:00:00.000Z'],
    ['America/New_York', '2026-03-08T12:00:00Z', 8, '2026-03-08T12:00:00.000Z'],
    ['Asia/Kathmandu', '2026-01-01T00:00:00Z', 8, '2026-01-01T02:15:00.000Z'],
    // 2:00 does not exist in Berlin on 29 March: the clock jumps from 2:00 CET to 3:00 CEST.
    ['Europe/Berlin', '2026-03-29T12:00:00Z', 2, '2026-03-29T01:00:00.000Z'],
    // 2:00 happens twice on 25 October: the first one.
    ['Europe/Berlin', '2026-10-25T12:00:00Z', 2, '2026-10-25T00:00:00.000Z'],
  ])('%s on the day of %s: %i:00 is %s', (tz, at, hour, expected) => {
    expect(new Date(atLocalHour(tz, Date.parse(at), hour)).toISOString()).toBe(expected);
  });
});

describe("the first instant of a calendar day on a creator's clock (a time capsule's opening)", () => {
  it.each([
    ['UTC', '2027-06-14', '2027-06-14T00:00:00.000Z'],
    ['America/New_York', '2027-06-14', '2027-06-14T04:00:00.000Z'],
    ['Pacific/Auckland', '2027-06-14', '2027-06-13T12:00:00.000Z'],
    ['Pacific/Kiritimati', '2027-01-01', '2026-12-31T10:00:00.000Z'],
    // Midnight does not exist in Santiago on 6 September 2026: the day starts at 1:00.
    ['America/Santiago', '2026-09-06', '2026-09-06T04:00:00.000Z'],
  ])('%s, %s: %s', (tz, day, expected) => {
    expect(new Date(startOfDay(tz, day)).toISOString()).toBe(expected);
  });
});
