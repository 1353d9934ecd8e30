import { describe, expect, it } from 'vitest';
import { MARKETING_COUNTERS } from '../../../../shared/ui.texts.js';
import en from '../../../../shared/i18n/en/auth.json' with { type: 'json' };
import { COUNTERS, counterFigure } from './landing-counters.js';

describe("the landing page's counters", () => {
  it("say in English exactly the spec's figures and labels", () => {
    const labels = en.landing.counters as Record<string, string>;
    expect(COUNTERS.map((c) => ({ value: counterFigure(c.value, 'en'), label: labels[c.key.split('.').pop()!] }))).toEqual(
      MARKETING_COUNTERS.map((c) => ({ value: c.value, label: c.label })),
    );
  });

  it("write the figures in each language's own short form", () => {
    expect(counterFigure(10_000, 'de')).toBe('10.000+');
    expect(counterFigure(2_000_000, 'es')).toMatch(/^2\sM\+$/);
  });
});
