import { DEFAULT_LANGUAGE, type Language, toLanguage } from '../../shared/i18n/languages.js';
import { type ServerT, serverT } from '../lib/server-texts.js';

export type MailT = ServerT<'mail'>;
export type MailKey = Parameters<MailT>[0];

/** The mails' t() in a language (the mail area of the server's words: lib/server-texts.ts). */
export const mailT = (language: Language): MailT => serverT('mail', language);

/**
 * The language a mail is written in: the first of the given preferences that is one of ours (the guest's language,
 * then the page's, for the reply; the account's for account mails), else English.
 */
export const mailLanguage = (...preferred: (string | null | undefined)[]): Language =>
  preferred.map(toLanguage).find((l): l is Language => l !== null) ?? DEFAULT_LANGUAGE;

/** 'Hi Ada,' or 'Hi,' in the mail's language (the name as given: callers decide whether to trim it). */
export const greetingOf = (t: MailT, name: string | null | undefined) => (name ? t('layout.greeting', { name }) : t('layout.greetingNoName'));
