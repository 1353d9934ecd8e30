import admin from './en/admin.json' with { type: 'json' };
import auth from './en/auth.json' with { type: 'json' };
import cards from './en/cards.json' with { type: 'json' };
import common from './en/common.json' with { type: 'json' };
import dashboard from './en/dashboard.json' with { type: 'json' };
import editor from './en/editor.json' with { type: 'json' };
import errors from './en/errors.json' with { type: 'json' };
import gallery from './en/gallery.json' with { type: 'json' };
import guest from './en/guest.json' with { type: 'json' };
import keepsake from './en/keepsake.json' with { type: 'json' };
import mail from './en/mail.json' with { type: 'json' };
import { type KeyOf, translator, type Values } from './translator.js';

/** Every English catalogue, by its file's name: the one source of English for screens, mails and refusals. */
const ENGLISH = { guest, common, auth, dashboard, editor, keepsake, admin, gallery, errors, mail, cards };

/** 'dashboard.inbox.empty', 'guest.recorder.countdown', 'errors.invalid_credentials': a key of an English file. */
export type EnglishKey = KeyOf<typeof ENGLISH>;

const t = translator('en', ENGLISH);

/**
 * The English of a catalogue key, with the app's own translator (placeholders, plural forms by `count`): what an English
 * screen shows, for tests to look for, and for the few texts the server writes only in English (docs/decisions/077).
 * en('dashboard.inbox.viewAll', { total: 25 }) is 'View All (25)'. A key the files lack does not compile, and throws.
 */
export function en(key: EnglishKey, values?: Values): string {
  const text = t(key, values);
  if (text === key) throw new Error(`No English text for '${key}'`);
  return text;
}
