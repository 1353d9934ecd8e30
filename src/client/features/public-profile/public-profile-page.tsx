import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/guest-texts.js';
import type { ProfileResponse, PublicProfile } from '../../../shared/profile.types.js';
import { TIMING } from '../../../shared/limits.js';
import { PAGE_LOOKS } from '../../../shared/page-design.js';
import { PageLoader } from '../../components/layout/page-loader.js';
import { buttonVariants } from '../../components/ui/button-variants.js';
import { errorStatus } from '../../lib/api-client.js';
import { useProfile } from '../../lib/api/get-profile.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ProfileNotFound } from './components/profile-not-found.js';
import { PublicProfileCard } from './components/public-profile-card.js';
import { usePageViewBeacon } from './use-page-view-beacon.js';

/** /{username}: polled every 5 s, also in background tabs, so a host's changes show up on open pages. */
export function PublicProfilePage({
  username,
  initialData,
  renderRecordAction,
}: {
  username: string;
  /** The profile the server sent with the page, if it did. */
  initialData?: ProfileResponse;
  renderRecordAction?: (profile: PublicProfile) => ReactNode;
}) {
  const { t } = useT();
  const { data, error, isPending, refetch } = useProfile(username, { refetchInterval: TIMING.publicPageRefreshMs, initialData });
  useDocumentTitle(data?.profile.displayName);
  usePageViewBeacon(username, data !== undefined);

  // A 404 after the page was showing means the host hid the profile: stop showing it.
  if (errorStatus(error) === 404 || (!isPending && !data && !error)) return <ProfileNotFound />;
  if (isPending) return <PageLoader label={t('page.loading')} />;
  if (!data) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center" role="alert">
        <p className="font-display text-2xl font-semibold">{t('page.loadFailed')}</p>
        <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={refetch}>
          {t('page.tryAgain')}
        </button>
      </main>
    );
  }
  return (
    // Around the phone-shaped card on wide screens: the theme's own background, dimmed (docs/decisions/080).
    <div
      className="flex min-h-dvh justify-center bg-gradient-to-b from-stone-800 via-stone-900 to-rose-950 sm:items-center sm:py-6"
      style={data.profile.pageTheme ? { backgroundImage: `linear-gradient(rgb(0 0 0 / 0.35), rgb(0 0 0 / 0.35)), ${PAGE_LOOKS[data.profile.pageTheme].background}` } : undefined}
    >
      <PublicProfileCard data={data} recordAction={renderRecordAction?.(data.profile)} />
    </div>
  );
}
