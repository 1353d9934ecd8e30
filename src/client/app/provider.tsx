import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ErrorBoundary } from '../components/layout/error-boundary.js';
import { Toaster } from '../components/ui/toaster.js';
import { englishI18n } from '../lib/i18n/english-i18n.js';
import { queryClient } from '../lib/query-client.js';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    // English for the host's screens; a guest's screen inside the app provides its own language (GuestLanguage).
    <I18nextProvider i18n={englishI18n}>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          {children}
          <Toaster />
        </QueryClientProvider>
      </ErrorBoundary>
    </I18nextProvider>
  );
}
