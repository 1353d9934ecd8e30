import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LoginGate } from '../../components/layout/login-gate.js';
import { SuspendedPageNotice } from '../../components/profile/suspended-page-notice.js';
import { PageLoader } from '../../components/layout/page-loader.js';
import { TooltipProvider } from '../../components/ui/tooltip.js';
import { useCreatorProfile } from '../../lib/api/get-creator-profile.js';
import { useCurrentUser } from '../../lib/api/get-current-user.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { DashboardTopBar } from './components/dashboard-top-bar.js';
import { EmailVerificationNudge } from './components/email-verification-nudge.js';
import { GalleryPasswordCard } from './components/gallery-password-card.js';
import { QrCodeCard } from './components/qr-code-card.js';
import { QuickActions } from './components/quick-actions.js';
import { RecentMessages } from './components/recent-messages.js';
import { StatCards } from './components/stat-cards.js';
import { TodaysActivity } from './components/todays-activity.js';

/**
 * /admin and /admin/dashboard. Each section is its own component; the recent-messages list comes from the
 * voice feature, the guestbook page's QR code, the table cards, the album and the book from the keepsake feature, through the
 * app layer (features do not import each other).
 */
export function DashboardPage({
  recentMessages,
  pageQr,
  tableCards,
  album,
  book,
  pageSwitcher,
}: {
  recentMessages: ReactNode;
  /** Given the page's username: its link changes with it. */
  pageQr?: (username: string) => ReactNode;
  tableCards?: ReactNode;
  album?: ReactNode;
  book?: ReactNode;
  /** For an account that hosts several pages (issue 24): which one this dashboard shows. */
  pageSwitcher?: ReactNode;
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
    <TooltipProvider>
      <div className="min-h-dvh">
        <DashboardTopBar username={profile.username} />
        <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
          {profile.suspension && <SuspendedPageNotice suspension={profile.suspension} className="mb-6" />}
          <EmailVerificationNudge />
          <div className="mb-6 sm:mb-8">
            {pageSwitcher}
            <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
              {t(firstVisit ? 'dashboard.page.welcomeFirst' : 'dashboard.page.welcome', { name: profile.displayName })}
            </h1>
            <p className="mt-1 text-muted-foreground">{t(firstVisit ? 'dashboard.page.subtitleFirst' : 'dashboard.page.subtitle')}</p>
          </div>

          <div className="grid grid-cols-1 gap-6">
            <StatCards />
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <div className="grid grid-cols-1 content-start gap-6">
                <RecentMessages>{recentMessages}</RecentMessages>
                <TodaysActivity />
              </div>
              <div className="grid grid-cols-1 content-start gap-6">
                <QuickActions />
                {pageQr?.(profile.username)}
                <QrCodeCard gallerySlug={profile.gallerySlug} />
                {tableCards}
                <GalleryPasswordCard enabled={profile.galleryPasswordEnabled} />
                {album}
                {book}
              </div>
            </div>
          </div>
        </main>
      </div>
    </TooltipProvider>
  );
}
