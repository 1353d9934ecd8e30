import type { AppKey } from '../../../lib/i18n/app-texts.js';

/**
 * The landing page's marketing counters (docs/product-spec.md, sections 1 and 9): each figure as a number, written in
 * the language's short form ('10K+', '10.000+', '10 mil+'), and its label's key. English says exactly '10K+ hosts', as
 * the product spec does (a test).
 */
export const COUNTERS = [
  { value: 10_000, key: 'auth.landing.counters.hosts' },
  { value: 500_000, key: 'auth.landing.counters.voiceMessages' },
  { value: 2_000_000, key: 'auth.landing.counters.emailsCollected' },
] as const satisfies ReadonlyArray<{ value: number; key: AppKey }>;

export const counterFigure = (value: number, language: string): string =>
  `${new Intl.NumberFormat(language, { notation: 'compact' }).format(value)}+`;
