import { type ReactNode, useEffect, useState } from 'react';
import { GUEST_CATALOGUES } from '../../../shared/i18n/guest-catalogues.js';
import type { GuestCatalogue } from '../../../shared/i18n/guest-i18n.js';
import { chooseLanguage, directionOf, type Language } from '../../../shared/i18n/languages.js';
import { browserLanguages } from './browser-languages.js';
import { GuestTextsProvider } from './guest-texts.js';
import { declareScreenLanguage } from './screen-language.js';

export interface HostLanguage {
  language: string;
  followGuestLanguage: boolean;
}

/** The guest's language in the browser: ?lang, then the browser's languages if the host allows, then the host's. */
export function browserLanguage(host: HostLanguage | null | undefined): Language {
  return chooseLanguage({
    requested: new URLSearchParams(window.location.search).get('lang'),
    browser: browserLanguages(),
    pageLanguage: host?.language,
    followGuestLanguage: host?.followGuestLanguage ?? true,
  });
}

/** `<html lang dir>` for as long as a guest's screen shows; the app's own (English) again when it goes. */
export function useDocumentLanguage(language: Language) {
  useEffect(() => {
    const html = document.documentElement;
    const before = { lang: html.lang, dir: html.dir };
    html.lang = language;
    html.dir = directionOf(language);
    return () => {
      html.lang = before.lang;
      html.dir = before.dir;
    };
  }, [language]);
}

/**
 * A guest's screen inside the app (the gallery, a page reached by navigation): fetches only the chosen language's
 * catalogue (a chunk of its own) and shows `fallback` until it is here.
 */
export function GuestLanguage({ host, fallback = null, children }: { host: HostLanguage | null | undefined; fallback?: ReactNode; children: ReactNode }) {
  const language = browserLanguage(host);
  const [loaded, setLoaded] = useState<{ language: Language; catalogue: GuestCatalogue } | null>(null);
  useDocumentLanguage(language);
  useEffect(() => {
    let live = true;
    void GUEST_CATALOGUES[language]().then((catalogue) => {
      if (live) setLoaded({ language, catalogue });
    });
    return () => {
      live = false;
    };
  }, [language]);
  useEffect(() => (loaded ? declareScreenLanguage({ language: loaded.language, guest: loaded.catalogue }) : undefined), [loaded]);
  if (!loaded || loaded.language !== language) return fallback;
  return (
    <GuestTextsProvider language={loaded.language} catalogue={loaded.catalogue}>
      {children}
    </GuestTextsProvider>
  );
}
