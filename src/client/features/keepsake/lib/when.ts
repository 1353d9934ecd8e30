import type { Language } from '../../../../shared/i18n/languages.js';
import { formatRelativeTime } from '../../../lib/format-relative-time.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When something happened, as the album card says it: English as the spec writes it ('Just now', '5m ago',
 * 'Yesterday 14:02', 'Jun 14, 2026 18:03'); any other language in its own words, through Intl ('vor 5 Minuten',
 * 'gestern, 14:02', '14.06.2026, 18:03').
 */
export function whenSaid(iso: string, language: Language, now: Date = new Date()): string {
  if (language === 'en') return formatRelativeTime(iso, now);
  const then = new Date(iso);
  const diff = now.getTime() - then.getTime();
  if (Number.isNaN(diff)) return '';
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (diff < MINUTE) return relative.format(0, 'second');
  if (diff < HOUR) return relative.format(-Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return relative.format(-Math.floor(diff / HOUR), 'hour');
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(then);
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (then.toDateString() === yesterday.toDateString()) return `${relative.format(-1, 'day')}, ${time}`;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(then);
}

/** The album's 'Built …': English lowers 'Just now' and 'Yesterday' inside its sentence ('Built just now'). */
export function builtWhen(iso: string, language: Language, now: Date = new Date()): string {
  const when = whenSaid(iso, language, now);
  return language === 'en' && /^(Just|Yesterday)/.test(when) ? when[0]!.toLowerCase() + when.slice(1) : when;
}
