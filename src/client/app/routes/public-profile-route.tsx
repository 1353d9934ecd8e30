import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/layout/page-loader.js';
import type { ProfileResponse } from '../../../shared/profile.types.js';
import { ProfileNotFound } from '../../features/public-profile/components/profile-not-found.js';
import { errorStatus } from '../../lib/api-client.js';
import { getProfile } from '../../lib/api/get-profile.js';
import { GuestLanguage, type HostLanguage } from '../../lib/i18n/guest-language.js';
import { PublicProfileScreen } from './public-profile-screen.js';

/**
 * /{username} inside the app, reached by a client-side navigation. A page load of /{username} gets the lighter
 * guest entry instead (public-main.tsx), with the same screen. The host's page language is read first, so the
 * screen shows in the guest's language from its first paint.
 */
export function PublicProfileRoute() {
  const { username = '' } = useParams();
  const read = useHostPage(username);
  if (read === undefined) return <PageLoader />;
  // The profile read for its language is the page's first data: the screen does not ask for it again (one request).
  const profile = 'profile' in read ? read.profile : undefined;
  return (
    <GuestLanguage host={profile?.profile ?? null} fallback={<PageLoader />}>
      {read.notFound ? <ProfileNotFound /> : <PublicProfileScreen username={username} initialData={profile} />}
    </GuestLanguage>
  );
}

type HostPage = { profile: ProfileResponse; notFound: false } | { notFound: boolean };

/** GET /api/profile/{username} once: the page, or that there is none (404), or neither (any other failure). */
function useHostPage(username: string): HostPage | undefined {
  const [read, setRead] = useState<{ username: string; value: HostPage } | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    getProfile(username, controller.signal).then(
      (profile) => setRead({ username, value: { profile, notFound: false } }),
      (error: unknown) => !controller.signal.aborted && setRead({ username, value: { notFound: errorStatus(error) === 404 } }),
    );
    return () => controller.abort();
  }, [username]);
  return read?.username === username ? read.value : undefined;
}

/** The page's language settings; null when there is no such page (the guest's own language then). */
export function useHostLanguage(username: string): HostLanguage | null | undefined {
  const read = useHostPage(username);
  if (read === undefined) return undefined;
  return 'profile' in read ? read.profile.profile : null;
}
