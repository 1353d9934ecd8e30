import { MSG } from './api.texts.js';

/** Errors of the notification settings and the unsubscribe link. */
export const NOTIFY_MSG = {
  invalidChoice: "Choose 'each', 'digest' or 'none'",
  invalidTimeZone: MSG.invalidTimeZone,
  nothingToChange: 'Nothing to change: send newMessageMail, timeZone or both',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid',
} as const;

/** A zone as people read it: 'America/New York'. */
export const zoneLabel = (timeZone: string) => timeZone.replace(/_/g, ' ');
