import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { BrandMark } from '../../components/layout/brand-mark.js';
import { PageLoader } from '../../components/layout/page-loader.js';
import { Button } from '../../components/ui/button.js';
import { useCreatorProfile } from '../../lib/api/get-creator-profile.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { takeRememberedInvitation } from '../../features/co-hosts/pending-invitation.js';

/**
 * Signed-in "/": the post-login gate. A profile goes to /admin, none to /onboarding (docs/product-spec.md, section 4);
 * an invitation to co-host that was opened before signing in goes back to its page (docs/decisions/053).
 */
export function HomeGate() {
  const navigate = useNavigate();
  const { t } = useAppT();
  const { data: profile, isPending, isError, refetch } = useCreatorProfile();

  useEffect(() => {
    if (isPending || isError) return;
    // A co-host invitation opened before signing in comes first.
    const invitation = takeRememberedInvitation();
    if (invitation) return void navigate(`/invite/${invitation}`, { replace: true });
    navigate(profile ? '/admin' : '/onboarding', { replace: true });
  }, [isPending, isError, profile, navigate]);

  if (isPending) return <PageLoader />;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <BrandMark asText />
      <h1 className="font-display text-3xl font-semibold">{t('common.gate.welcome')}</h1>
      <p className="text-muted-foreground" role="status">
        {t('common.gate.settingUp')}
      </p>
      {isError && (
        <Button variant="outline" onClick={() => void refetch()}>
          {t('common.tryAgain')}
        </Button>
      )}
    </main>
  );
}
