import { useAppT } from './i18n/app-texts.js';
import { useSearchParamToast } from './use-search-param-toast.js';

/**
 * The verification link is a server GET that lands on /admin?emailVerified=1 (signed in; /onboarding before a
 * profile exists) or /auth?...&emailVerified=1 (signed out); the page it lands on says so once.
 */
export function useEmailVerifiedToast() {
  const { t } = useAppT();
  useSearchParamToast('emailVerified', '1', { title: t('common.emailVerified.title'), description: t('common.emailVerified.detail') });
}
