import { formatCalendarDate } from './calendar-date.js';
import { MAX_SEAL_YEARS } from './host-powers.js';

/** The time capsule (issue 24, docs/decisions/052): what the server answers, the host's screens and the guest's page. */

/** Refusals and validation messages, written once for the server and the settings form. */
export const CAPSULE_MSG = {
  /** The answer of every play, reply and download while the page is sealed (403). */
  sealed: (day: string) => `Messages are sealed until ${formatCalendarDate(day)}.`,
  dateInvalid: 'Sealed-until date must be a date like 2027-06-14',
  notInFuture: 'The sealed-until date must be in the future.',
  /** Beyond the longest seal (docs/decisions/065). */
  tooFar: `The sealed-until date can be at most ${MAX_SEAL_YEARS} years from today.`,
  /** Bringing the opening earlier than a date that has held for a day, or removing such a seal. */
  cannotOpenEarlier: (day: string) =>
    `The time capsule cannot be opened before ${formatCalendarDate(day)}: a seal can be brought earlier or removed only within 24 hours of setting it.`,
} as const;

/** Profile Settings, the dashboard and the guest's page. */
export const CAPSULE_UI = {
  fieldLabel: 'Keep messages sealed until',
  fieldHint:
    'Optional time capsule: until this day you see who left a message, but nobody can play, reply to or download them. Within 24 hours of setting it you can still bring it earlier or remove it; after that only later.',
  fixedHint: (day: string) => `Sealed: the capsule cannot open before ${formatCalendarDate(day)}.`,
  /** On the guest's page and after sending. */
  guestNotice: (day: string) => `Messages will be opened on ${formatCalendarDate(day)}`,
  bannerTitle: (day: string) => `Sealed until ${formatCalendarDate(day)}`,
  bannerCounts: (messages: number) =>
    `${messages} ${messages === 1 ? 'message is' : 'messages are'} waiting in your time capsule. You can see who left them; playing, replying and downloading open on that day.`,
  /** Beside a disabled play, reply or download control. */
  disabledReason: (day: string) => `Sealed until ${formatCalendarDate(day)}`,
  /** The same when the day is not known yet (the profile is still loading). */
  sealedNoDay: 'Sealed in your time capsule',
} as const;

/** The mail that tells the hosts the capsule has opened. */
export const CAPSULE_MAIL = {
  subject: (displayName: string) => `Your time capsule is open: ${displayName}`,
  lead: (displayName: string, messages: number) =>
    `The time capsule of ${displayName} is open. ${messages} ${messages === 1 ? 'voice message is' : 'voice messages are'} waiting for you to listen.`,
  why: 'You get this mail once, because you sealed your messages until today.',
} as const;
