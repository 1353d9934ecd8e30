import { useCallback } from 'react';
import { useAppT } from './i18n/app-texts.js';

/** How the host's screens name a guest: their name, or 'A Guest' (in the screen's language) when they left none. */
export function useGuestName(): (senderName: string | null | undefined) => string {
  const { t } = useAppT();
  return useCallback((senderName) => senderName?.trim() || t('dashboard.inbox.aGuest'), [t]);
}
