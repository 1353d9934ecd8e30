import type { AppTranslate } from '../../lib/i18n/app-texts.js';
import type { Language } from '../../../shared/i18n/languages.js';

/** A count as the screen's language writes it ('1,234', '1.234', '١٬٢٣٤'). */
export const formatNumber = (n: number, language: Language) => new Intl.NumberFormat(language).format(n);

/** An upload's progress ('45%', '45 %', '٤٥٪'). */
export const formatPercent = (percent: number, language: Language) => new Intl.NumberFormat(language, { style: 'percent' }).format(percent / 100);

/** A date and time in full, for a tooltip. */
export const formatDateTime = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a guest uploaded, as the dashboard says it (spec section 9) in the host's language: 'Just now' under a minute,
 * '5m ago' under an hour, '3h ago' under a day, 'Yesterday 21:40' on the previous day, else the date and time
 * (the clock on 24 hours, as the spec writes it).
 */
export function uploadedWhen(iso: string, t: AppTranslate, language: Language, now: Date = new Date()): string {
  const then = new Date(iso);
  const diff = now.getTime() - then.getTime();
  if (Number.isNaN(diff)) return '';
  if (diff < MINUTE) return t('gallery.moderation.justNow');
  if (diff < HOUR) {
    const count = Math.floor(diff / MINUTE);
    return t('gallery.moderation.minutesAgo', { count, number: formatNumber(count, language) });
  }
  if (diff < DAY) {
    const count = Math.floor(diff / HOUR);
    return t('gallery.moderation.hoursAgo', { count, number: formatNumber(count, language) });
  }
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(then);
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (then.toDateString() === yesterday.toDateString()) return t('gallery.moderation.yesterday', { time });
  const date = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric' }).format(then);
  return `${date} ${time}`;
}
