import { ALBUM_LIMITS } from './album.limits.js';
import { BRAND } from './brand.texts.js';


/** What the server answers about albums. */
export const ALBUM_MSG = {
  tooManyChosen: (chosen: number) =>
    `An album holds up to ${ALBUM_LIMITS.maxMessages} messages (${ALBUM_LIMITS.maxHours} hours at most); you chose ${chosen}. Choose fewer messages.`,
  tooManyMessages: (total: number) =>
    `An album holds up to ${ALBUM_LIMITS.maxMessages} messages (${ALBUM_LIMITS.maxHours} hours at most) and you have ${total}. Choose the messages to put in it.`,
  noneChosen: 'Choose at least one message.',
  nothingPlayable: 'None of the chosen messages could be played, so there was nothing to put in the album.',
  buildFailed: 'The album could not be built. Please try again.',
} as const;

/**
 * The name the album is saved under. Its tags speak the host's language (mail.json's `album`, docs/decisions/077); the
 * file name stays one spelling.
 */
export const albumSavedName = (displayName: string, ext: string) => `${displayName} — ${BRAND} album.${ext}`;
