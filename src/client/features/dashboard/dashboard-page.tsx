import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { CreatorProfile } from '../../../shared/profile.types.js';
import { LoginGate } from '../../components/layout/login-gate.js';
import { SuspendedPageNotice } from '../../components/profile/suspended-page-notice.js';
import { PageLoader } from '../../components/layout/page-loader.js';
import { useCreatorProfile } from '../../lib/api/get-creator-profile.js';
import { useCurrentUser } from '../../lib/api/get-current-user.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { EmailVerificationNudge } from './components/email-verification-nudge.js';
import { QuickActions } from './components/quick-actions.js';
import { RecentMessages } from './components/recent-messages.js';
import { StatCards } from './components/stat-cards.js';
import { TodaysActivity } from './components/todays-activity.js';

/**
 * /admin and /admin/dashboard, the host's Messages destination (docs/decisions/079): the four totals and the 10 newest
 * messages first, so a phone's first view shows them, then the Quick Actions of docs/product-spec.md (section 2),
 * gallery QR code, gallery password and Today's Activity. The recent-messages list comes from the messages feature and
 * the gallery's two cards from the gallery feature, through the app layer (features do not import each other); sharing,
 * keepsakes and the event have destinations of their own.
 */
export function DashboardPage({
  recentMessages,
  pageSwitcher,
  galleryPasswordCard,
  galleryQrCard,
}: {
  recentMessages: ReactNode;
  /** For an account that hosts several pages (docs/decisions/053): which one this dashboard shows. */
  pageSwitcher?: ReactNode;
  /** The gallery's password card, for the profile shown (features/gallery). */
  galleryPasswordCard: (profile: CreatorProfile) => ReactNode;
  /** The gallery's QR card, for the profile shown (features/gallery). */
  galleryQrCard: (profile: CreatorProfile) => ReactNode;
}) {
  const { t } = useAppT();
  useDocumentTitle(t('dashboard.page.documentTitle'));
  const { user, isLoading: userLoading } = useCurrentUser();
  // Onboarding sends a new host here with this mark: their first look at the dashboard is not a return.
  const firstVisit = (useLocation().state as { firstVisit?: boolean } | null)?.firstVisit === true;
  const { data: profile, isPending: profilePending } = useCreatorProfile({ enabled: user !== null });

  if (userLoading) return <PageLoader />;
  if (!user) return <LoginGate message={t('dashboard.page.loginRequired')} />;
  // The router's RequireProfile has sent a user without a profile to /onboarding already.
  if (profilePending || !profile) return <PageLoader />;

  return (
    <main className="px-4 py-4 sm:px-6 md:px-0 md:py-8">
      {profile.suspension && <SuspendedPageNotice suspension={profile.suspension} className="mb-6" />}
      <div className="mb-4 sm:mb-6">
        {pageSwitcher}
        <h1 className="font-display text-xl font-semibold tracking-tight sm:text-4xl">
          {t(firstVisit ? 'dashboard.page.welcomeFirst' : 'dashboard.page.welcome', { name: profile.displayName })}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground sm:text-base">{t(firstVisit ? 'dashboard.page.subtitleFirst' : 'dashboard.page.subtitle')}</p>
      </div>

      <div className="grid grid-cols-1 gap-4 sm:gap-6">
        <StatCards />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="grid grid-cols-1 content-start gap-6">
            <RecentMessages>{recentMessages}</RecentMessages>
            {/* Below the newest messages, not above them: on a phone they are the first view. */}
            <EmailVerificationNudge />
            <TodaysActivity />
            {galleryPasswordCard(profile)}
          </div>
          <div className="grid grid-cols-1 content-start gap-6">
            <QuickActions />
            {galleryQrCard(profile)}
          </div>
        </div>
      </div>
    </main>
  );
}
