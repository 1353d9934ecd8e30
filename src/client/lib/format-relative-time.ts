import type { Language } from '../../shared/i18n/languages.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The English of docs/product-spec.md (section 9), which Intl would write otherwise ('5 min. ago'): kept here, beside
 * the rule, so every screen that shows a time says exactly what the product spec and the English tests say.
 */
const SPEC_ENGLISH = {
  justNow: 'Just now',
  minutes: (n: number) => `${n}m ago`,
  hours: (n: number) => `${n}h ago`,
  yesterday: 'Yesterday',
};

/** 'jetzt' → 'Jetzt': the word starts what is shown. */
const capitalized = (text: string, language: Language) => text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

/** HH:MM on a 24-hour clock (docs/product-spec.md, section 9), in the language's digits. */
function clock(d: Date, language: Language): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
}

/**
 * docs/product-spec.md, section 9: 'Just now' under a minute, 'Nm ago' under an hour, 'Nh ago' under a day, then
 * 'Yesterday HH:MM' on the previous calendar day, else the full date and time (local time zone). In another language
 * the same steps in its own words, from Intl: 'Jetzt', 'vor 5 Min.', 'vor 2 Std.', 'Gestern 14:05',
 * '8. März 2026 14:30'.
 */
export function formatRelativeTime(iso: string, language: Language = 'en', now: Date = new Date()): string {
  const then = new Date(iso);
  const diff = now.getTime() - then.getTime();
  if (Number.isNaN(diff)) return '';
  const english = language === 'en';
  const ago = new Intl.RelativeTimeFormat(language, { numeric: 'always', style: 'short' });
  const named = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (diff < MINUTE) return english ? SPEC_ENGLISH.justNow : capitalized(named.format(0, 'second'), language);
  if (diff < HOUR) {
    const minutes = Math.floor(diff / MINUTE);
    return english ? SPEC_ENGLISH.minutes(minutes) : ago.format(-minutes, 'minute');
  }
  if (diff < DAY) {
    const hours = Math.floor(diff / HOUR);
    return english ? SPEC_ENGLISH.hours(hours) : ago.format(-hours, 'hour');
  }
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (then.toDateString() === yesterday.toDateString()) {
    const word = english ? SPEC_ENGLISH.yesterday : capitalized(named.format(-1, 'day'), language);
    return `${word} ${clock(then, language)}`;
  }
  const date = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric' }).format(then);
  return `${date} ${clock(then, language)}`;
}
