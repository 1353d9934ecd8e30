import type { PublicPageData } from '../../shared/public-page.types.js';
import { ErrorBoundary } from '../components/layout/error-boundary.js';
import { Toaster } from '../components/ui/toaster.js';
import { GuestTextsProvider } from '../lib/i18n/guest-texts.js';
import { ProfileNotFound } from '../features/public-profile/components/profile-not-found.js';
import { PublicProfileScreen } from './routes/public-profile-screen.js';

/**
 * The guest's page as its own small app (docs/decisions/023): rendered to HTML by the server with the page's data,
 * hydrated by public-main.tsx with the same data. No router, no account, no query cache: only what /{username} needs.
 * Its words come in the page's data too, in the language the server chose (docs/decisions/055).
 */
export function PublicApp({ page }: { page: PublicPageData }) {
  return (
    <GuestTextsProvider language={page.language} catalogue={page.messages}>
      <ErrorBoundary>
        {page.profile ? <PublicProfileScreen username={page.username} initialData={page.profile} /> : <ProfileNotFound />}
        <Toaster />
      </ErrorBoundary>
    </GuestTextsProvider>
  );
}
