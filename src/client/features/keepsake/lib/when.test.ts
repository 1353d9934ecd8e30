import { describe, expect, it } from 'vitest';
import { builtWhen, whenSaid } from './when.js';

const now = new Date(2026, 5, 14, 18, 3);
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;

describe("the album card's times", () => {
  it('in English as the product spec writes them, lowered inside "Built …"', () => {
    expect(whenSaid(ago(10_000), 'en', now)).toBe('Just now');
    expect(builtWhen(ago(10_000), 'en', now)).toBe('just now');
    expect(whenSaid(ago(5 * MINUTE), 'en', now)).toBe('5m ago');
    expect(builtWhen(new Date(2026, 5, 13, 14, 2).toISOString(), 'en', now)).toBe('yesterday 14:02');
  });

  it('in German in its own words, never the English ones', () => {
    expect(whenSaid(ago(10_000), 'de', now)).toBe('Jetzt');
    expect(builtWhen(ago(10_000), 'de', now)).toBe('jetzt');
    expect(whenSaid(ago(5 * MINUTE), 'de', now)).toBe('vor 5 Min.');
    expect(builtWhen(new Date(2026, 5, 13, 14, 2).toISOString(), 'de', now)).toBe('gestern 14:02');
    expect(whenSaid(new Date(2026, 4, 2, 9, 30).toISOString(), 'de', now)).toBe('2. Mai 2026 09:30');
  });
});
