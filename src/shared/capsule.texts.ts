import { formatCalendarDate } from './calendar-date.js';

/** The time capsule (docs/decisions/052): what the server answers. The screens' and mails' words are in the catalogues. */

/** Refusals and validation messages, written once for the server and the settings form. */
export const CAPSULE_MSG = {
  /** The answer of every play, reply and download while the page is sealed (403). */
  sealed: (day: string) => `Messages are sealed until ${formatCalendarDate(day)}.`,
  dateInvalid: 'Sealed-until date must be a date like 2027-06-14',
  /** Beyond the longest seal (docs/decisions/065). */
  /** Bringing the opening earlier than a date that has held for a day, or removing such a seal. */
  cannotOpenEarlier: (day: string) =>
    `The time capsule cannot be opened before ${formatCalendarDate(day)}: a seal can be brought earlier or removed only within 24 hours of setting it.`,
} as const;
