import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/layout/error-boundary.js';
import { Toaster } from '../components/ui/toaster.js';
import en from '../../shared/i18n/en/guest.json' with { type: 'json' };
import { GuestTextsProvider } from '../lib/i18n/guest-texts.js';
import { queryClient } from '../lib/query-client.js';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    // English for the host's screens (the recorder of the reply dialog, the dialogs' Close); a guest's screen inside the
    // app provides its own language (GuestLanguage).
    <GuestTextsProvider language="en" catalogue={en}>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          {children}
          <Toaster />
        </QueryClientProvider>
      </ErrorBoundary>
    </GuestTextsProvider>
  );
}
