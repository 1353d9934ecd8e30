import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/layout/error-boundary.js';
import { PageLoader } from '../components/layout/page-loader.js';
import { Toaster } from '../components/ui/toaster.js';
import { useCurrentUser } from '../lib/api/get-current-user.js';
import { AppLanguage } from '../lib/i18n/app-texts.js';
import { GuestTextsProvider } from '../lib/i18n/guest-texts.js';
import { useScreenLanguage } from '../lib/i18n/screen-language.js';
import { queryClient } from '../lib/query-client.js';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    // The outer boundary catches what fails before any language is loaded (in English); the inner one the screens.
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AccountLanguage>
          <ErrorBoundary>
            {children}
            <ScreenToaster />
          </ErrorBoundary>
        </AccountLanguage>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

/**
 * The host's screens in the signed-in account's language, or the browser's while signed out or when the account
 * follows it (docs/decisions/056). The master admin area sets its admin's own below this; a guest's screen sets the guest's.
 * Until the first catalogue is here the loader says 'Loading...' in English.
 */
function AccountLanguage({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  return (
    <AppLanguage preferred={user?.language} fallback={<PageLoader />}>
      {children}
    </AppLanguage>
  );
}

/** The toasts in the language of the screen shown now (the admin's, a guest gallery's), not only the account's. */
function ScreenToaster() {
  const screen = useScreenLanguage();
  if (!screen) return <Toaster />;
  return (
    <GuestTextsProvider language={screen.language} catalogue={screen.guest}>
      <Toaster />
    </GuestTextsProvider>
  );
}
