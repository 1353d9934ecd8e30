import { createContext, type ReactNode, useContext, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { chooseLanguage, directionOf, type Language } from '../../../shared/i18n/languages.js';
import { translator } from '../../../shared/i18n/translator.js';
import type { AppTranslate } from './app-keys.js';
import { type AppTexts, ENGLISH, loadAppTexts } from './app-catalogues.js';
import { translatedMessage } from './app-server-message.js';
import { GuestTextsProvider } from './guest-texts.js';
import { browserLanguages } from './browser-languages.js';
import { declareScreenLanguage } from './screen-language.js';
import { type ScreenWords, ScreenWordsContext } from './screen-words.js';

export type { AppKey, AppTranslate } from './app-keys.js';

export interface AppTextsValue {
  /** The language the screens are shown in (the one whose words are loaded). */
  language: Language;
  t: AppTranslate;
}

const AppTextsContext = createContext<AppTextsValue>({ language: 'en', t: translator('en', ENGLISH.app) });

/** t('dashboard.noVoiceMessages') and the language, for any host or admin screen (English outside an AppLanguage). */
export const useAppT = (): AppTextsValue => useContext(AppTextsContext);



/**
 * The app's screens in an account's language (docs/decisions/056): `preferred` is the account's choice, null to follow the
 * browser. The chosen language's areas and guest catalogue are fetched together (English is built in); until the first
 * arrive `fallback` shows, and on a change the screens keep their words until the new ones are here, so nothing unmounts.
 * A guest's screen inside (GuestLanguage) sets its own language below this one.
 */
export function AppLanguage({ preferred, fallback = null, children }: { preferred: string | null | undefined; fallback?: ReactNode; children: ReactNode }) {
  const wanted = chooseLanguage({ requested: preferred, browser: browserLanguages() });
  const [loaded, setLoaded] = useState<{ language: Language; texts: AppTexts } | null>(wanted === 'en' ? { language: 'en', texts: ENGLISH } : null);

  useEffect(() => {
    if (loaded?.language === wanted) return;
    let live = true;
    void loadAppTexts(wanted).then(
      (texts) => live && setLoaded({ language: wanted, texts }),
      // A catalogue that cannot be fetched (offline, a new deploy) leaves the screens in English rather than blank.
      () => live && setLoaded((current) => current ?? { language: 'en', texts: ENGLISH }),
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded?.language]);

  const language = loaded?.language ?? 'en';
  // A layout effect, so that a guest's screen inside, whose GuestLanguage sets the document's language in a passive
  // effect, has the last word while it shows.
  useLayoutEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }, [language]);
  // The toasts, drawn at the app's root, speak the innermost screen's language.
  useLayoutEffect(() => (loaded ? declareScreenLanguage({ language: loaded.language, guest: loaded.texts.guest }) : undefined), [loaded]);

  const value = useMemo(() => (loaded ? { language: loaded.language, t: translator(loaded.language, loaded.texts.app) } : null), [loaded]);
  const words = useMemo(() => (value ? screenWords(value.t) : null), [value]);
  if (!loaded || !value) return fallback;
  return (
    <AppTextsContext.Provider value={value}>
      <ScreenWordsContext.Provider value={words}>
        <GuestTextsProvider language={loaded.language} catalogue={loaded.texts.guest}>
          {children}
        </GuestTextsProvider>
      </ScreenWordsContext.Provider>
    </AppTextsContext.Provider>
  );
}

/** The shared pieces' words (screen-words.ts) in this language: the guest's page passes its own instead. */
const screenWords = (t: AppTranslate): ScreenWords => ({
  loading: t('common.loading'),
  goHome: t('common.goHome'),
  failure: t('common.genericFailure'),
  reload: t('common.reloadPage'),
  fieldError: (message: string) => translatedMessage(message, t),
});
