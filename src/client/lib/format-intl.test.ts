import { describe, expect, it } from 'vitest';
import ar from '../../shared/i18n/ar/gallery.json' with { type: 'json' };
import de from '../../shared/i18n/de/gallery.json' with { type: 'json' };
import type { AppCatalogue } from '../../shared/i18n/app-i18n.js';
import type { Language } from '../../shared/i18n/languages.js';
import { translator } from '../../shared/i18n/translator.js';
import { formatNumber, formatPercent } from './format-intl.js';

const t = (language: Language, gallery: unknown) => translator(language, { gallery } as unknown as AppCatalogue);

describe('the gallery says how many in the screen’s language', () => {
  it('German and Arabic count in their words and digits', () => {
    const arabic = (count: number) => t('ar', ar)('gallery.moderation.mediaCount', { count, number: formatNumber(count, 'ar') });
    expect([arabic(2), arabic(5), arabic(11)]).toEqual(['عنصران من الصور والفيديو', '5 عناصر من الصور والفيديو', '11 عنصرًا من الصور والفيديو']);
    expect(t('de', de)('gallery.moderation.mediaCount', { count: 1234, number: formatNumber(1234, 'de') })).toBe('1.234 Fotos und Videos');
    expect(t('de', de)('gallery.upload.send', { count: 1, number: formatNumber(1, 'de') })).toBe('1 Datei hochladen');
    expect(formatPercent(45, 'de')).toBe('45\u00a0%');
  });
});
