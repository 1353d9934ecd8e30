import { type ReactNode, useMemo } from 'react';
import { translatedMessage } from '../../lib/i18n/app-server-message.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { ScreenWordsContext } from './screen-words.js';

/**
 * The shared pieces' words (screen-words.ts) from the nearest AppLanguage. Mounted inside the app's AppLanguage; a
 * subtree with an AppLanguage of its own (another language) mounts one inside it too.
 */
export function AppScreenWords({ children }: { children: ReactNode }) {
  const { t } = useAppT();
  const words = useMemo(
    () => ({
      loading: t('common.loading'),
      goHome: t('common.goHome'),
      failure: t('common.genericFailure'),
      reload: t('common.reloadPage'),
      fieldError: (message: string) => translatedMessage(message, t),
    }),
    [t],
  );
  return <ScreenWordsContext.Provider value={words}>{children}</ScreenWordsContext.Provider>;
}
