import { createElement, lazy, useState, type ComponentType } from 'react';
import { fetchingNextScreen } from '../../lib/next-screen.js';

/**
 * React.lazy for a named export, so pages keep named exports like every other module. A page whose code has already
 * arrived (preloadNextScreen) renders straight away: React.lazy on its own would still show the Suspense fallback, the
 * full-screen 'Loading...', for a moment on its first render.
 */
function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  let ready: ComponentType | undefined;
  const remember = (module: M) => (ready = module[name] as ComponentType);
  const Lazy = lazy(async () => ({ default: remember(await load()) }));
  function Page() {
    // Chosen once per mount: switching from the lazy wrapper to the component later would remount the page.
    const [Direct] = useState(() => ready);
    return createElement(Direct ?? Lazy);
  }
  Page.preload = () => load().then(remember, () => undefined);
  return Page;
}

// Everything but the public profile page loads on demand: /{username} is the page guests open from a link,
// so it must stay small. Each import() becomes its own chunk.
export const LandingPage = lazyPage(() => import('../../features/landing/landing-page.js'), 'LandingPage');
export const AuthPage = lazyPage(() => import('../../features/auth/auth-page.js'), 'AuthPage');
export const ResetPasswordPage = lazyPage(() => import('../../features/auth/reset-password-page.js'), 'ResetPasswordPage');
export const OnboardingPage = lazyPage(() => import('../../features/onboarding/onboarding-page.js'), 'OnboardingPage');
export const DashboardPage = lazyPage(() => import('./dashboard-route.js'), 'DashboardRoute');
/** The host screens' frame (docs/decisions/079): its own chunk, loaded with the first host screen. */
export const HostLayout = lazyPage(() => import('./host-layout.js'), 'HostLayout');

/**
 * The screen a new host reaches next, fetched while they are on this one (/auth leads to onboarding, onboarding to the
 * dashboard), so no full-screen 'Loading...' shows between them.
 */
export function preloadNextScreen(pathname: string) {
  const next = pathname === '/auth' ? [OnboardingPage] : pathname === '/onboarding' ? [HostLayout, DashboardPage] : [];
  fetchingNextScreen(Promise.all(next.map((screen) => screen.preload())));
}
export const SettingsPage = lazyPage(() => import('./settings-route.js'), 'SettingsRoute');
export const BackgroundSettingsPage = lazyPage(
  () => import('../../features/profile-editor/background-settings-page.js'),
  'BackgroundSettingsPage',
);
export const EditProfilePage = lazyPage(() => import('../../features/profile-editor/edit-profile-page.js'), 'EditProfilePage');
export const EmailSubscribersPage = lazyPage(
  () => import('../../features/subscribers/email-subscribers-page.js'),
  'EmailSubscribersPage',
);
export const WebsiteLinksPage = lazyPage(() => import('../../features/links/website-links-page.js'), 'WebsiteLinksPage');
export const GalleryModerationPage = lazyPage(
  () => import('../../features/gallery/gallery-moderation-page.js'),
  'GalleryModerationPage',
);
export const GalleryPage = lazyPage(() => import('../../features/gallery/gallery-page.js'), 'GalleryPage');
export const PreviewPage = lazyPage(() => import('./preview-route.js'), 'PreviewRoute');
export const AdminLoginPage = lazyPage(() => import('../../features/admin/admin-login-page.js'), 'AdminLoginPage');
export const MasterAdminPage = lazyPage(() => import('../../features/admin/master-admin-page.js'), 'MasterAdminPage');
export const AllMessagesPage = lazyPage(() => import('./all-messages-route.js'), 'AllMessagesRoute');
export const PartyScreenPage = lazyPage(() => import('../../features/party/party-screen-page.js'), 'PartyScreenPage');
export const InvitationPage = lazyPage(() => import('../../features/co-hosts/invitation-page.js'), 'InvitationPage');
export const ForgetPage = lazyPage(() => import('../../features/erasure/forget-page.js'), 'ForgetPage');
export const SharePage = lazyPage(() => import('./share-route.js'), 'ShareRoute');
export const KeepsakePage = lazyPage(() => import('./keepsake-route.js'), 'KeepsakeRoute');
export const EventPage = lazyPage(() => import('./event-route.js'), 'EventRoute');
