import { RELATIVE_TIME } from '../../shared/voice.texts.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const pad = (n: number) => String(n).padStart(2, '0');

/** HH:MM on a 24-hour clock, as the spec writes it, whatever the browser's locale. */
function clock(d: Date): string {
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * Spec section 9: 'Just now' under a minute, 'Nm ago' under an hour, 'Nh ago' under a day,
 * then 'Yesterday HH:MM' on the previous calendar day, else the full date and time (local time zone).
 */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const diff = now.getTime() - then.getTime();
  if (Number.isNaN(diff)) return '';
  if (diff < MINUTE) return RELATIVE_TIME.justNow;
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}m ago`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}h ago`;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (then.toDateString() === yesterday.toDateString()) return `${RELATIVE_TIME.yesterday} ${clock(then)}`;
  const date = then.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
  return `${date} ${clock(then)}`;
}
