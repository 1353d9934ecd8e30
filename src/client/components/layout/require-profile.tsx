import { Navigate, Outlet, useLocation } from 'react-router';
import { useCreatorProfile } from '../../lib/api/get-creator-profile.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { Button } from '../ui/button.js';
import { PageLoader } from './page-loader.js';

/**
 * The creator screens' layout route: they all edit or show the creator's profile, so a signed-in user who has
 * none yet is sent to /onboarding (docs/decisions/031), as the post-login gate does, instead of an empty screen.
 */
export function RequireProfile() {
  const { data: profile, isPending, isError, refetch } = useCreatorProfile();
  const { search } = useLocation();
  const { t } = useAppT();
  if (isPending) return <PageLoader />;
  if (isError) {
    return (
      <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
        <p className="font-display text-xl font-semibold">{t('common.genericFailure')}</p>
        <Button variant="outline" onClick={() => void refetch()}>
          {t('common.tryAgain')}
        </Button>
      </main>
    );
  }
  // The query goes along: a verification link landing on /admin?emailVerified=1 is still announced there.
  if (!profile) return <Navigate to={{ pathname: '/onboarding', search }} replace />;
  return <Outlet />;
}
