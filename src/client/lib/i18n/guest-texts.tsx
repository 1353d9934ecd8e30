import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { GuestCatalogue } from '../../../shared/i18n/guest-i18n.js';
import type { Language } from '../../../shared/i18n/languages.js';
import { type Translate, translator } from '../../../shared/i18n/translator.js';

export interface GuestTexts {
  language: Language;
  t: Translate;
}

const GuestTextsContext = createContext<GuestTexts | null>(null);

/** A screen's words in one language: the guest's page gets them with its data, the app's screens in English. */
export function GuestTextsProvider({ language, catalogue, children }: { language: Language; catalogue: GuestCatalogue; children: ReactNode }) {
  const value = useMemo(() => ({ language, t: translator(language, catalogue) }), [language, catalogue]);
  return <GuestTextsContext.Provider value={value}>{children}</GuestTextsContext.Provider>;
}

/** t('recorder.countdown', { n: 3 }) and the language, for any component under a GuestTextsProvider. */
export function useT(): GuestTexts {
  const texts = useContext(GuestTextsContext);
  if (!texts) throw new Error('useT() outside a GuestTextsProvider');
  return texts;
}
