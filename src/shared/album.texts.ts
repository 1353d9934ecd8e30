import { BRAND } from './brand.texts.js';

/**
 * The album's limit (docs/decisions/046): a message is at most 60 s, so 600 messages are at most 10 hours of audio
 * (10 h 15 min with the gaps), ~290 MB of AAC at 64 kbps, and a few minutes of one ffmpeg on one core.
 */
export const ALBUM_LIMITS = { maxMessages: 600, maxHours: 10 } as const;

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What the server answers about albums. */
export const ALBUM_MSG = {
  tooManyChosen: (chosen: number) =>
    `An album holds up to ${ALBUM_LIMITS.maxMessages} messages (${ALBUM_LIMITS.maxHours} hours at most); you chose ${chosen}. Choose fewer messages.`,
  tooManyMessages: (total: number) =>
    `An album holds up to ${ALBUM_LIMITS.maxMessages} messages (${ALBUM_LIMITS.maxHours} hours at most) and you have ${total}. Choose the messages to put in it.`,
  noMessages: 'There are no messages to put in an album yet.',
  noneChosen: 'Choose at least one message.',
  unknownMessages: 'Some of the chosen messages no longer exist. Reload the page and choose again.',
  notBuilt: 'There is no album to download yet.',
  nothingPlayable: 'None of the chosen messages could be played, so there was nothing to put in the album.',
  buildFailed: 'The album could not be built. Please try again.',
} as const;

/** The dashboard's album card and its message picker. */
export const ALBUM_UI = {
  title: 'Your album',
  description: 'All your messages in one audio file, in the order they arrived, with a chapter for each guest.',
  limit: `Up to ${ALBUM_LIMITS.maxMessages} messages (${ALBUM_LIMITS.maxHours} hours at most) in one album.`,
  build: 'Build album',
  buildAgain: 'Build again',
  choose: 'Choose messages',
  starting: 'Starting…',
  queued: 'Waiting for its turn…',
  building: (percent: number) => `Building your album… ${percent}%`,
  buildingHint: 'You can leave this page: the album keeps building.',
  ready: 'Your album is ready',
  download: 'Download album',
  failed: ALBUM_MSG.buildFailed,
  summary: (messages: number, duration: string, all: boolean) => `${all ? 'All ' : ''}${plural(messages, 'message')} · ${duration}`,
  skipped: (n: number) => `${plural(n, 'message')} without playable audio ${n === 1 ? 'was' : 'were'} left out.`,
  outOfDate: 'Out of date: messages were added or deleted since it was built. This file stays downloadable until you build again.',
  /** `when` as formatRelativeTime gives it: 'Just now', '5m ago', 'Yesterday 14:02', 'Jun 14, 2026 18:03'. */
  builtAt: (when: string) => `Built ${/^(Just|Yesterday)/.test(when) ? when[0]!.toLowerCase() + when.slice(1) : when}`,
  pickerTitle: 'Choose messages',
  pickerDescription: `Tick the messages to put in the album, up to ${ALBUM_LIMITS.maxMessages}. They play in the order they arrived.`,
  selectAll: 'Select all',
  selectNone: 'Clear',
  chosen: (n: number) => `${plural(n, 'message')} chosen`,
  overLimit: `That is more than ${ALBUM_LIMITS.maxMessages}: choose fewer.`,
  loadMore: 'Load more',
  buildChosen: (n: number) => `Build album of ${plural(n, 'message')}`,
  cancel: 'Cancel',
  pickerLoading: 'Loading messages…',
} as const;

/** The file's own words: its title tags and the name it is saved under. */
export const ALBUM_FILE = {
  title: (displayName: string, dates: string) => `${displayName} — ${dates}`,
  album: (displayName: string) => `${displayName} — ${BRAND} album`,
  fileName: (displayName: string, ext: string) => `${displayName} — ${BRAND} album.${ext}`,
} as const;
