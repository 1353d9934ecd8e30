import en from '../../../shared/i18n/en/guest.json' with { type: 'json' };
import { createGuestI18n } from '../../../shared/i18n/guest-i18n.js';

/**
 * The app's guest texts in English: what the shared pieces (the recorder in the host's reply dialog, the greeting
 * card) say on the host's screens until those screens have catalogues of their own. Guests' pages provide theirs.
 */
export const englishI18n = createGuestI18n('en', en);
