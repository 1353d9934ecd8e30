import { describe, expect, it } from 'vitest';
import { en } from '../../../../shared/i18n/english.js';
import { COUNTERS, counterFigure } from './landing-counters.js';

describe("the landing page's counters", () => {
  it("say in English exactly the product spec's figures and labels: 10K+ hosts, 500K+ voice messages, 2M+ emails collected", () => {
    expect(COUNTERS.map((c) => `${counterFigure(c.value, 'en')} ${en(c.key)}`)).toEqual(['10K+ hosts', '500K+ voice messages', '2M+ emails collected']);
  });

  it("write the figures in each language's own short form", () => {
    expect(counterFigure(10_000, 'de')).toBe('10.000+');
    expect(counterFigure(2_000_000, 'es')).toMatch(/^2\sM\+$/);
  });
});
