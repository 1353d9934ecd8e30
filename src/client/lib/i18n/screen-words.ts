import { createContext, useContext } from 'react';

/**
 * The few words the shared pieces say on their own (the page loader, the error and not-found screens, a form field's
 * error), in the screen's language (docs/decisions/056). A context of its own, with no catalogue in it, because the guest's page
 * draws the same pieces without the app's catalogues: there each caller passes the guest's words. Every AppLanguage sets
 * it in its language; outside one (the wait for the first catalogue) it is null.
 */
export interface ScreenWords {
  loading: string;
  goHome: string;
  failure: string;
  reload: string;
  /** A shared schema's English message (a field's error checked in the browser) in the screen's language. */
  fieldError: (message: string) => string;
}

export const ScreenWordsContext = createContext<ScreenWords | null>(null);

export const useScreenWords = (): ScreenWords | null => useContext(ScreenWordsContext);
