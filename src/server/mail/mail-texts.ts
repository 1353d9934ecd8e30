import type { MailCatalogue } from '../../shared/i18n/app-i18n.js';
import ar from '../../shared/i18n/ar/mail.json' with { type: 'json' };
import de from '../../shared/i18n/de/mail.json' with { type: 'json' };
import en from '../../shared/i18n/en/mail.json' with { type: 'json' };
import es from '../../shared/i18n/es/mail.json' with { type: 'json' };
import fr from '../../shared/i18n/fr/mail.json' with { type: 'json' };
import it from '../../shared/i18n/it/mail.json' with { type: 'json' };
import nl from '../../shared/i18n/nl/mail.json' with { type: 'json' };
import ptBR from '../../shared/i18n/pt-BR/mail.json' with { type: 'json' };
import { DEFAULT_LANGUAGE, type Language, toLanguage } from '../../shared/i18n/languages.js';
import { type KeyOf, type TranslateOf, translator } from '../../shared/i18n/translator.js';

/**
 * What the server mails, in every language (docs/decisions/056): every mail.json, read once at start, and one t() per language.
 * Keys are written without the area's name (t('reply.subject', { host })): a mail reads only mail.json. The catalogue
 * test keeps every language complete, so there is no fallback language inside a mail.
 */
const CATALOGUES: Record<Language, MailCatalogue> = { en, es, de, fr, it, 'pt-BR': ptBR, nl, ar };

export type MailKey = KeyOf<MailCatalogue>;
export type MailT = TranslateOf<MailKey>;

const readers = new Map<Language, MailT>();

/** The mails' t() in a language. */
export function mailT(language: Language): MailT {
  let t = readers.get(language);
  if (!t) {
    t = translator(language, CATALOGUES[language]);
    readers.set(language, t);
  }
  return t;
}

/**
 * The language a mail is written in: the first of the given preferences that is one of ours (the guest's language,
 * then the page's, for the reply; the account's for account mails), else English.
 */
export const mailLanguage = (...preferred: (string | null | undefined)[]): Language =>
  preferred.map(toLanguage).find((l): l is Language => l !== null) ?? DEFAULT_LANGUAGE;

/** 'Hi Ada,' or 'Hi,' in the mail's language (the name as given: callers decide whether to trim it). */
export const greetingOf = (t: MailT, name: string | null | undefined) => (name ? t('layout.greeting', { name }) : t('layout.greetingNoName'));
