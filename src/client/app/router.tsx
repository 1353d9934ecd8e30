import { Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { PageLoader } from '../components/layout/page-loader.js';
import { RequireProfile } from '../components/layout/require-profile.js';
import { useCurrentUser } from '../lib/api/get-current-user.js';
import { screenPaths } from '../lib/screen-aliases.js';
import { HomeGate } from './routes/home-gate.js';
import { PublicProfileRoute } from './routes/public-profile-route.js';
import {
  AdminLoginPage,
  AllMessagesPage,
  AuthPage,
  BackgroundSettingsPage,
  DashboardPage,
  EditProfilePage,
  EmailSubscribersPage,
  EventPage,
  ForgetPage,
  GalleryModerationPage,
  GalleryPage,
  HostLayout,
  InvitationPage,
  KeepsakePage,
  LandingPage,
  MasterAdminPage,
  OnboardingPage,
  PartyScreenPage,
  PreviewPage,
  ResetPasswordPage,
  SettingsPage,
  SharePage,
  WebsiteLinksPage,
  preloadNextScreen,
} from './routes/lazy-pages.js';
import { NotFoundPage } from './routes/not-found.js';

export function AppRouter() {
  return (
    // Without transitions a navigation can be flushed in step with a change of user (see useLogout).
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}

const toHome = <Navigate to="/" replace />;

/**
 * The route table of docs/product-spec.md, section 2. Which set applies is decided by GET /api/auth/user; the
 * signed-out set also serves while that call is pending, except that creator-only paths wait for the answer instead of
 * redirecting, so reloading /admin/settings keeps the user there. A signed-in user without a profile is sent
 * from every creator screen to /onboarding.
 */
function AppRoutes() {
  // Read so this component re-renders on every navigation and picks the route set from the user as it is now.
  const { pathname } = useLocation();
  const { isAuthenticated, isLoading } = useCurrentUser();
  useEffect(() => preloadNextScreen(pathname), [pathname]);
  const creatorOnly = isLoading ? <PageLoader /> : toHome;

  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path="/admin-login" element={<AdminLoginPage />} />
        <Route path="/master-admin" element={<MasterAdminPage />} />

        {isAuthenticated ? (
          <>
            <Route path="/" element={<HomeGate />} />
            <Route path="/auth" element={toHome} />
            <Route path="/onboarding" element={<OnboardingPage />} />
            <Route element={<RequireProfile />}>
              {/* Every host screen inside the host's frame: top bar and the six destinations (docs/decisions/079). */}
              <Route element={<HostLayout />}>
                {screenPaths('/admin').map((path) => (
                  <Route key={path} path={path} element={<DashboardPage />} />
                ))}
                <Route path="/admin/settings" element={<SettingsPage />} />
                <Route path="/admin/background-settings" element={<BackgroundSettingsPage />} />
                <Route path="/edit" element={<EditProfilePage />} />
                <Route path="/admin/email-subscribers" element={<EmailSubscribersPage />} />
                <Route path="/admin/website-links" element={<WebsiteLinksPage />} />
                <Route path="/admin/messages" element={<AllMessagesPage />} />
                <Route path="/admin/gallery" element={<GalleryModerationPage />} />
                <Route path="/admin/share" element={<SharePage />} />
                <Route path="/admin/keepsake" element={<KeepsakePage />} />
                <Route path="/admin/event" element={<EventPage />} />
              </Route>
            </Route>
          </>
        ) : (
          <>
            <Route path="/" element={<LandingPage />} />
            <Route path="/auth" element={<AuthPage />} />
            <Route path="/admin" element={creatorOnly} />
            <Route path="/admin/*" element={creatorOnly} />
            <Route path="/onboarding" element={creatorOnly} />
            {isLoading && <Route path="/edit" element={<PageLoader />} />}
          </>
        )}

        <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
        <Route path="/g/:gallerySlug" element={<GalleryPage />} />
        <Route path="/invite/:token" element={<InvitationPage />} />
        <Route path="/party/:secret" element={<PartyScreenPage />} />
        <Route path="/forget" element={<ForgetPage />} />
        <Route path="/preview2/:username" element={<PreviewPage />} />
        <Route path="/:username" element={<PublicProfileRoute />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
