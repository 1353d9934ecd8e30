import type { Language } from '../../../../shared/i18n/languages.js';
import type { AppTranslate } from '../../../lib/i18n/app-texts.js';

/** The admin area's figures, dates and times in its language (issue 25): Intl, never English month names. */
export const formatNumber = (value: number, language: Language) => new Intl.NumberFormat(language).format(value);

export const formatDateTime = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Spec section 9's times, in the area's language: 'Just now' under a minute, 'Nm ago' under an hour, 'Nh ago' under a
 * day, 'Yesterday HH:MM' on the previous calendar day, else the date and time (24-hour clock, local time zone).
 */
export function formatRelativeTime(iso: string, t: AppTranslate, language: Language, now: Date = new Date()): string {
  const then = new Date(iso);
  const diff = now.getTime() - then.getTime();
  if (Number.isNaN(diff)) return '';
  if (diff < MINUTE) return t('admin.messages.justNow');
  if (diff < HOUR) return t('admin.messages.minutesAgo', { count: Math.floor(diff / MINUTE) });
  if (diff < DAY) return t('admin.messages.hoursAgo', { count: Math.floor(diff / HOUR) });
  const clock = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(then);
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (then.toDateString() === yesterday.toDateString()) return t('admin.messages.yesterday', { time: clock });
  return `${new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric' }).format(then)} ${clock}`;
}
