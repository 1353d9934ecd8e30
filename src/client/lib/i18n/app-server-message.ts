import { errorCodeOf } from '../../../shared/error-codes.js';
import { serverCode, serverMessage } from '../api-client.js';
import type { AppKey, AppTranslate } from './app-keys.js';

/** The text of one of the server's error codes in the screen's language, or undefined for a code we do not know. */
function codeText(code: string | undefined, t: AppTranslate): string | undefined {
  if (!code) return undefined;
  const key = `errors.${code}` as AppKey;
  const text = t(key);
  return text === key ? undefined : text;
}

/**
 * A refusal as a host or admin reads it (docs/decisions/056 and 077): the server's code in the screen's language; the server's English
 * message for a code this app does not know; `fallback` when the server said nothing usable.
 */
export function appServerMessage(error: unknown, t: AppTranslate, fallback: string): string {
  return codeText(serverCode(error), t) ?? serverMessage(error, fallback);
}

/**
 * One of the shared schemas' messages (a form's field error, checked in the browser with the server's own rules) in
 * the screen's language: the same words the server would answer with, by their code.
 */
export function translatedMessage(message: string, t: AppTranslate): string {
  return codeText(errorCodeOf(message), t) ?? message;
}
