import type { MARKETING_COUNTERS } from '../../../../shared/ui.texts.js';
import type { AppKey } from '../../../lib/i18n/app-texts.js';

type CounterLabel = (typeof MARKETING_COUNTERS)[number]['label'];

/**
 * The landing page's marketing counters (spec sections 1 and 9): each figure as a number, written in the language's
 * short form ('10K+', '10.000+', '10 mil+'), and its label's key. English says exactly MARKETING_COUNTERS (a test).
 */
export const COUNTERS = [
  { label: 'hosts', value: 10_000, key: 'auth.landing.counters.hosts' },
  { label: 'voice messages', value: 500_000, key: 'auth.landing.counters.voiceMessages' },
  { label: 'emails collected', value: 2_000_000, key: 'auth.landing.counters.emailsCollected' },
] as const satisfies ReadonlyArray<{ label: CounterLabel; value: number; key: AppKey }>;

export const counterFigure = (value: number, language: string): string =>
  `${new Intl.NumberFormat(language, { notation: 'compact' }).format(value)}+`;
