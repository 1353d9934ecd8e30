import { Navigate } from 'react-router';
import { BrandMark } from '../../components/layout/brand-mark.js';
import { PageLoader } from '../../components/layout/page-loader.js';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.js';
import { useCreatorProfile } from '../../lib/api/get-creator-profile.js';
import { useCurrentUser } from '../../lib/api/get-current-user.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useEmailVerifiedToast } from '../../lib/use-email-verified-toast.js';
import { OnboardingForm } from './components/onboarding-form.js';

/**
 * /onboarding: profile creation. A creator who already owns a page has nothing to do here; one who only co-hosts
 * another's page (docs/decisions/053) may make a page of their own, which then becomes the page their screens show.
 */
export function OnboardingPage() {
  const { t } = useAppT();
  useDocumentTitle(t('editor.onboarding.title'));
  const { data: profile, isPending } = useCreatorProfile();
  const { user } = useCurrentUser();
  // Verifying the address before creating a profile lands here (through /admin).
  useEmailVerifiedToast();
  if (isPending) return <PageLoader />;
  if (profile && profile.userId === user?.id) return <Navigate to="/admin" replace />;

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-[radial-gradient(ellipse_at_top,_#fde8ec_0%,_#fbf7f3_60%)] px-4 py-10">
      <BrandMark asText className="mb-8" />
      <Card className="w-full max-w-lg">
        <CardHeader>
          <h1 className="font-display text-3xl font-semibold tracking-tight">{t('editor.onboarding.title')}</h1>
          <CardDescription>{t('editor.onboarding.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <OnboardingForm />
        </CardContent>
      </Card>
    </main>
  );
}
