import { describe, expect, it } from 'vitest';
import ar from '../../../shared/i18n/ar/gallery.json' with { type: 'json' };
import de from '../../../shared/i18n/de/gallery.json' with { type: 'json' };
import en from '../../../shared/i18n/en/gallery.json' with { type: 'json' };
import type { AppCatalogue } from '../../../shared/i18n/app-i18n.js';
import type { Language } from '../../../shared/i18n/languages.js';
import { translator } from '../../../shared/i18n/translator.js';
import { formatNumber, formatPercent, uploadedWhen } from './gallery-format.js';

const t = (language: Language, gallery: unknown) => translator(language, { gallery } as unknown as AppCatalogue);
const now = new Date(2026, 5, 14, 22, 30);
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;

describe('the moderation page says when and how many in the host’s language (issue 25)', () => {
  it('English keeps the spec’s wording', () => {
    const when = (ms: number) => uploadedWhen(ago(ms), t('en', en), 'en', now);
    expect([when(10_000), when(5 * MIN), when(3 * 60 * MIN)]).toEqual(['Just now', '5m ago', '3h ago']);
    expect(uploadedWhen(new Date(2026, 5, 13, 21, 5).toISOString(), t('en', en), 'en', now)).toBe('Yesterday 21:05');
    expect(uploadedWhen(new Date(2026, 4, 2, 9, 7).toISOString(), t('en', en), 'en', now)).toBe('May 2, 2026 09:07');
  });

  it('German and Arabic say it in their words, numbers and dates', () => {
    const de_ = (ms: number) => uploadedWhen(ago(ms), t('de', de), 'de', now);
    expect([de_(10_000), de_(5 * MIN), de_(3 * 60 * MIN)]).toEqual(['Gerade eben', 'vor 5 Min.', 'vor 3 Std.']);
    expect(uploadedWhen(new Date(2026, 4, 2, 9, 7).toISOString(), t('de', de), 'de', now)).toBe('2. Mai 2026 09:07');
    const ar_ = (ms: number) => uploadedWhen(ago(ms), t('ar', ar), 'ar', now);
    expect([ar_(2 * MIN), ar_(5 * MIN), ar_(11 * MIN)]).toEqual(['قبل دقيقتين', `قبل ${formatNumber(5, 'ar')} دقائق`, `قبل ${formatNumber(11, 'ar')} دقيقة`]);
    expect(t('de', de)('gallery.moderation.mediaCount', { count: 1234, number: formatNumber(1234, 'de') })).toBe('1.234 Fotos und Videos');
    expect(t('de', de)('gallery.upload.send', { count: 1, number: formatNumber(1, 'de') })).toBe('1 Datei hochladen');
    expect(formatPercent(45, 'de')).toBe('45\u00a0%');
  });
});
