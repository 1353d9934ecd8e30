import { directionOf, type Language } from '../../../shared/i18n/languages.js';

/**
 * A name or an email address inside a right-to-left sentence keeps its own direction ('Ada & Charles', 'a@b.example'
 * would otherwise have their punctuation moved around): Unicode's first-strong isolate around it. Left-to-right
 * languages get the text as it is.
 */
export const isolate = (text: string, language: Language) => (directionOf(language) === 'rtl' ? `\u2068${text}\u2069` : text);
