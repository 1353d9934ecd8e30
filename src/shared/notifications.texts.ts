import { MSG } from './api.texts.js';
import { BRAND } from './brand.texts.js';

/** Errors of the notification settings and the unsubscribe link. */
export const NOTIFY_MSG = {
  invalidChoice: "Choose 'each', 'digest' or 'none'",
  invalidTimeZone: MSG.invalidTimeZone,
  nothingToChange: 'Nothing to change: send newMessageMail, timeZone or both',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid',
} as const;

const hourOf = (hour: number) => `${hour}:00`;
/** A zone as people read it: 'America/New York'. */
export const zoneLabel = (timeZone: string) => timeZone.replace(/_/g, ' ');

/** The 'New-message emails' card in Profile Settings. */
export const NOTIFY_UI = {
  cardTitle: 'New-message emails',
  cardDescription: 'When guests leave voice messages, we can email you.',
  groupLabel: 'Email me about new messages',
  choices: {
    each: { label: 'An email for each message', hint: 'As soon as a guest sends one.' },
    digest: {
      label: 'A daily digest',
      hint: (hour: number, timeZone: string) => `One email each morning at ${hourOf(hour)} (${zoneLabel(timeZone)}) listing the new messages; none on days without.`,
    },
    none: { label: 'No emails', hint: 'New messages wait for you in your dashboard.' },
  },
  saved: 'New-message emails updated',
  error: 'Error',
  saveFailed: 'Could not save your choice. Please try again.',
  loadFailed: 'Could not load your email settings.',
} as const;

/** What a guest without a name is called, as in the inbox. */

/** The new-message mails: one per message, or the daily digest. */
export const NOTIFY_MAIL = {
  eachSubject: (guest: string) => `New voice message from ${guest}`,
  digestSubject: (count: number, page: string) => `${count} new voice ${count === 1 ? 'message' : 'messages'} for ${page}`,
  greeting: (firstName: string) => (firstName.trim() ? `Hi ${firstName.trim()},` : 'Hi,'),
  eachLead: (guest: string, page: string, when: string, seconds: number) => `${guest} left a voice message (${seconds} s) on ${page}, ${when}.`,
  digestLead: (count: number, page: string) =>
    `${count === 1 ? 'A new voice message' : `${count} new voice messages`} on ${page} since your last digest:`,
  digestLine: (guest: string, when: string, seconds: number) => `${guest}, ${when} (${seconds} s)`,
  more: (count: number) => `…and ${count} more in your inbox.`,
  openInbox: 'Open your inbox',
  timesIn: (timeZone: string) => `Times are in ${zoneLabel(timeZone)}.`,
  whyEach: 'You get this email for each new message.',
  whyDigest: 'You get this digest once a day, on days with new messages.',
  change: 'Change this in Profile Settings',
  unsubscribe: 'Unsubscribe',
  signOff: `Sent with ${BRAND}`,
} as const;

/** The page the unsubscribe link opens (no sign-in). */
export const UNSUBSCRIBE_PAGE = {
  title: 'Stop new-message emails?',
  lead: (page: string) => `You will no longer get emails about new voice messages on ${page}.`,
  button: 'Unsubscribe',
  doneTitle: 'You are unsubscribed',
  doneLead: (page: string) => `No more new-message emails for ${page}. To get them again, choose them in`,
  settingsLink: 'Profile Settings',
  invalidTitle: 'Link not valid',
  invalidLead: 'This unsubscribe link is not valid, or its page no longer exists.',
} as const;
