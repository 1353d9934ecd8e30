import type { CardsCatalogue, GuestCatalogue, MailCatalogue } from '../../shared/i18n/app-i18n.js';
import arCards from '../../shared/i18n/ar/cards.json' with { type: 'json' };
import arGuest from '../../shared/i18n/ar/guest.json' with { type: 'json' };
import arMail from '../../shared/i18n/ar/mail.json' with { type: 'json' };
import deCards from '../../shared/i18n/de/cards.json' with { type: 'json' };
import deGuest from '../../shared/i18n/de/guest.json' with { type: 'json' };
import deMail from '../../shared/i18n/de/mail.json' with { type: 'json' };
import enCards from '../../shared/i18n/en/cards.json' with { type: 'json' };
import enGuest from '../../shared/i18n/en/guest.json' with { type: 'json' };
import enMail from '../../shared/i18n/en/mail.json' with { type: 'json' };
import esCards from '../../shared/i18n/es/cards.json' with { type: 'json' };
import esGuest from '../../shared/i18n/es/guest.json' with { type: 'json' };
import esMail from '../../shared/i18n/es/mail.json' with { type: 'json' };
import frCards from '../../shared/i18n/fr/cards.json' with { type: 'json' };
import frGuest from '../../shared/i18n/fr/guest.json' with { type: 'json' };
import frMail from '../../shared/i18n/fr/mail.json' with { type: 'json' };
import itCards from '../../shared/i18n/it/cards.json' with { type: 'json' };
import itGuest from '../../shared/i18n/it/guest.json' with { type: 'json' };
import itMail from '../../shared/i18n/it/mail.json' with { type: 'json' };
import type { Language } from '../../shared/i18n/languages.js';
import nlCards from '../../shared/i18n/nl/cards.json' with { type: 'json' };
import nlGuest from '../../shared/i18n/nl/guest.json' with { type: 'json' };
import nlMail from '../../shared/i18n/nl/mail.json' with { type: 'json' };
import ptBRCards from '../../shared/i18n/pt-BR/cards.json' with { type: 'json' };
import ptBRGuest from '../../shared/i18n/pt-BR/guest.json' with { type: 'json' };
import ptBRMail from '../../shared/i18n/pt-BR/mail.json' with { type: 'json' };
import { type KeyOf, type TranslateOf, translator } from '../../shared/i18n/translator.js';

/**
 * Every word the server writes itself, in every language: the guest area (the pages the server writes whole: reply,
 * listen, the guest page's head), the mail area (mails, the unsubscribe page, the keepsake's book, album tags and
 * archive) and the table cards. One loader and one translator for all three (docs/decisions/077): the catalogues are
 * read once at start, and each area's t() in a language is made once. The catalogue test keeps every language
 * complete, so there is no fallback language inside a page, a mail or a PDF.
 */
interface ServerCatalogues {
  guest: GuestCatalogue;
  mail: MailCatalogue;
  cards: CardsCatalogue;
}
export type ServerArea = keyof ServerCatalogues;

const CATALOGUES: Record<Language, ServerCatalogues> = {
  en: { guest: enGuest, mail: enMail, cards: enCards },
  es: { guest: esGuest, mail: esMail, cards: esCards },
  de: { guest: deGuest, mail: deMail, cards: deCards },
  fr: { guest: frGuest, mail: frMail, cards: frCards },
  it: { guest: itGuest, mail: itMail, cards: itCards },
  'pt-BR': { guest: ptBRGuest, mail: ptBRMail, cards: ptBRCards },
  nl: { guest: nlGuest, mail: nlMail, cards: nlCards },
  ar: { guest: arGuest, mail: arMail, cards: arCards },
};

/** An area's t(): keys written without the area's name (t('reply.subject', { host }) in the mail area). */
export type ServerT<A extends ServerArea> = TranslateOf<KeyOf<ServerCatalogues[A]>>;

const readers = new Map<string, ServerT<ServerArea>>();

/** The t() of one area of the server's words in a language. */
export function serverT<A extends ServerArea>(area: A, language: Language): ServerT<A> {
  const id = `${area}:${language}`;
  let t = readers.get(id);
  if (!t) {
    t = translator(language, CATALOGUES[language][area]) as ServerT<ServerArea>;
    readers.set(id, t);
  }
  return t as ServerT<A>;
}

/** A language's guest catalogue, as the guest's page carries it to the browser (docs/decisions/055). */
export const guestCatalogue = (language: Language): GuestCatalogue => CATALOGUES[language].guest;

/** The guest area's t() in a language, for the pages the server writes whole (reply, listen) and the page's head. */
export const guestT = (language: Language): ServerT<'guest'> => serverT('guest', language);
