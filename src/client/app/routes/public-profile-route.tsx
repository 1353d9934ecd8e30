import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/layout/page-loader.js';
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
  const host = useHostLanguage(username);
  if (host === undefined) return <PageLoader />;
  return (
    <GuestLanguage host={host} fallback={<PageLoader />}>
      <PublicProfileScreen username={username} />
    </GuestLanguage>
  );
}

/** The page's language settings; null when there is no such page (the guest's own language then). */
export function useHostLanguage(username: string): HostLanguage | null | undefined {
  const [host, setHost] = useState<{ username: string; value: HostLanguage | null } | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    getProfile(username, controller.signal).then(
      ({ profile }) => setHost({ username, value: profile }),
      () => !controller.signal.aborted && setHost({ username, value: null }),
    );
    return () => controller.abort();
  }, [username]);
  return host?.username === username ? host.value : undefined;
}
