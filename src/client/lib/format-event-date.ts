import { formatCalendarDate } from '../../shared/calendar-date.js';

/** The event's day as people write it, 'June 14, 2026' (one formatter with the server: src/shared/calendar-date.ts). */
export const formatEventDate = (day: string): string => formatCalendarDate(day);
