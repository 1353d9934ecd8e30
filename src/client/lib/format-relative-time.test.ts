import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-relative-time.js';

// Local times, so the calendar-day rules hold in whatever time zone the tests run.
const at = (y: number, mo: number, d: number, h: number, mi: number, s = 0) => new Date(y, mo - 1, d, h, mi, s);
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('formatRelativeTime (docs/product-spec.md, section 9)', () => {
  const now = at(2026, 3, 10, 23, 0);

  it("says 'Just now' under a minute, also for a clock slightly ahead", () => {
    expect(formatRelativeTime(ago(now, 0), 'en', now)).toBe('Just now');
    expect(formatRelativeTime(ago(now, 59_999), 'en', now)).toBe('Just now');
    expect(formatRelativeTime(ago(now, -5000), 'en', now)).toBe('Just now');
  });

  it("counts whole minutes under an hour: 'Nm ago'", () => {
    expect(formatRelativeTime(ago(now, MIN), 'en', now)).toBe('1m ago');
    expect(formatRelativeTime(ago(now, 59 * MIN + 59_000), 'en', now)).toBe('59m ago');
  });

  it("counts whole hours under a day: 'Nh ago', even across midnight", () => {
    expect(formatRelativeTime(ago(now, HOUR), 'en', now)).toBe('1h ago');
    expect(formatRelativeTime(ago(now, 24 * HOUR - 1), 'en', now)).toBe('23h ago');
    const justAfterMidnight = at(2026, 3, 10, 0, 30);
    expect(formatRelativeTime(at(2026, 3, 9, 22, 0).toISOString(), 'en', justAfterMidnight)).toBe('2h ago');
  });

  it("says 'Yesterday HH:MM' (24-hour clock) for the previous calendar day once a day has passed", () => {
    expect(formatRelativeTime(at(2026, 3, 9, 22, 5).toISOString(), 'en', now)).toBe('Yesterday 22:05');
    expect(formatRelativeTime(at(2026, 3, 9, 8, 7).toISOString(), 'en', at(2026, 3, 10, 9, 0))).toBe('Yesterday 08:07');
  });

  it('gives the full date and time for anything older', () => {
    const text = formatRelativeTime(at(2026, 3, 8, 14, 30).toISOString(), 'en', now);
    expect(text).not.toMatch(/ago|Yesterday/);
    expect(text).toContain('2026');
    expect(text).toContain('8');
    expect(text).toMatch(/14:30$/);
  });
});

describe('formatRelativeTime in another language: the same steps in its own words, from Intl', () => {
  const now = at(2026, 3, 10, 23, 0);

  it('German', () => {
    expect(formatRelativeTime(ago(now, 10_000), 'de', now)).toBe('Jetzt');
    expect(formatRelativeTime(ago(now, 5 * MIN), 'de', now)).toBe('vor 5 Min.');
    expect(formatRelativeTime(ago(now, 2 * HOUR), 'de', now)).toBe('vor 2 Std.');
    expect(formatRelativeTime(at(2026, 3, 9, 14, 5).toISOString(), 'de', now)).toBe('Gestern 14:05');
    expect(formatRelativeTime(at(2026, 3, 8, 14, 30).toISOString(), 'de', now)).toBe('8. März 2026 14:30');
  });

  it('Arabic', () => {
    expect(formatRelativeTime(ago(now, 10_000), 'ar', now)).toBe('الآن');
    expect(formatRelativeTime(ago(now, 5 * MIN), 'ar', now)).toMatch(/^قبل (5|٥) دقائق$/);
    expect(formatRelativeTime(ago(now, 2 * HOUR), 'ar', now)).toBe('قبل ساعتين');
    expect(formatRelativeTime(at(2026, 3, 9, 14, 5).toISOString(), 'ar', now)).toMatch(/^أمس (14|١٤):(05|٠٥)$/);
    const older = formatRelativeTime(at(2026, 3, 8, 14, 30).toISOString(), 'ar', now);
    expect(older).toContain('مارس');
    expect(older).not.toMatch(/Mar|ago|Yesterday/);
  });

  it('English stays the product spec\'s, whatever Intl would say', () => {
    expect(formatRelativeTime(ago(now, 5 * MIN), 'en', now)).toBe('5m ago');
    expect(formatRelativeTime(at(2026, 3, 8, 14, 30).toISOString(), 'en', now)).toBe('Mar 8, 2026 14:30');
  });
});
