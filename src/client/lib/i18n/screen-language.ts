import { useSyncExternalStore } from 'react';
import type { GuestCatalogue } from '../../../shared/i18n/guest-i18n.js';
import type { Language } from '../../../shared/i18n/languages.js';

/** The words of a language that screen-wide pieces (the toasts) speak. */
export interface ScreenLanguage {
  language: Language;
  guest: GuestCatalogue;
}

/**
 * The language of the screen shown now, for what is drawn once at the app's root (the toasts) rather than inside a
 * screen: the innermost AppLanguage or GuestLanguage mounted last (the admin area's, a guest gallery's), else the app's.
 */
const stack: ScreenLanguage[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Declares a screen's language while it shows; the returned function takes it back. */
export function declareScreenLanguage(entry: ScreenLanguage): () => void {
  stack.push(entry);
  changed();
  return () => {
    stack.splice(stack.lastIndexOf(entry), 1);
    changed();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => stack.at(-1) ?? null;

export const useScreenLanguage = (): ScreenLanguage | null => useSyncExternalStore(subscribe, current, current);
