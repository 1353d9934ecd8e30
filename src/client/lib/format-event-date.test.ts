import { describe, expect, it } from 'vitest';
import { formatEventDate } from './format-event-date.js';

describe('formatEventDate', () => {
  it('writes the day out and never shifts it by a time zone', () => {
    expect(formatEventDate('2026-06-14')).toBe('June 14, 2026');
    expect(formatEventDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatEventDate('2024-02-29')).toBe('February 29, 2024');
  });

  it("writes it in the page's language", () => {
    expect(formatEventDate('2026-06-14', 'es')).toBe('14 de junio de 2026');
    expect(formatEventDate('2026-06-14', 'de')).toBe('14. Juni 2026');
    expect(formatEventDate('2026-06-14', 'pt-BR')).toBe('14 de junho de 2026');
  });
});
