import { formatCalendarDate } from '../../shared/calendar-date.js';

/**
 * The event's day as people write it in the page's language, 'June 14, 2026', '14 de junio de 2026' (one formatter with
 * the server: src/shared/calendar-date.ts). The language is the page's, never the browser's default locale, so the
 * server-rendered guest page and its hydration agree.
 */
export const formatEventDate = (day: string, language = 'en'): string => formatCalendarDate(day, language);
