import type { Language } from '../../shared/i18n/languages.js';

/**
 * The locale the server writes a language's dates in. English writes the day before the month, as the product always
 * has ('14 June 2026'); the host's mails (notifications/new-message-mails.ts), the book and the archive alike.
 */
export const dateLocale = (language: Language) => (language === 'en' ? 'en-GB' : language);

/** A count as the language writes it: '2,000' in English, '2.000' in German, '2 000' in French. */
export const formatCount = (n: number, language: Language) => n.toLocaleString(language === 'en' ? 'en-US' : language);
