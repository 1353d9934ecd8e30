import { BRAND } from './brand.texts.js';

/**
 * messages.csv: one row per message, in the order of the files. The date column names the time zone it is written in.
 * A 'Prompt' column follows 'Duration (seconds)' when some message answered one of the host's questions.
 */
export const ARCHIVE_CSV = {
  number: 'Number',
  name: 'Name',
  email: 'Email',
  dateTime: (timeZone: string) => `Date and time (${timeZone})`,
  duration: 'Duration (seconds)',
  prompt: 'Prompt',
  file: 'File',
  replied: 'Replied',
  yes: 'yes',
  no: 'no',
} as const;

/** index.html, the listening page inside the ZIP. */
export const ARCHIVE_PAGE = {
  title: (displayName: string) => `Voice messages for ${displayName}`,
  count: (n: number) => (n === 1 ? '1 voice message' : `${n.toLocaleString('en-US')} voice messages`),
  noMessages: 'No voice messages yet.',
  replied: 'Replied',
  openFile: 'Open the file',
  cannotPlay: 'This browser cannot play this recording here: open the file instead.',
  missing: 'This recording could not be found when the archive was made.',
  timeZone: (timeZone: string) => `Times are in ${timeZone}.`,
  savedOn: (date: string) => `Saved from ${BRAND} on ${date}.`,
  spreadsheet: 'Every message is also listed in messages.csv, with the email addresses.',
} as const;
