import { MSG } from '../../shared/api.texts.js';
import { useSearchParamToast } from './use-search-param-toast.js';

/**
 * The verification link is a server GET that lands on /admin?emailVerified=1 (signed in; /onboarding before a
 * profile exists) or /auth?...&emailVerified=1 (signed out); the page it lands on says so once.
 */
export function useEmailVerifiedToast() {
  useSearchParamToast('emailVerified', '1', { title: 'Email verified', description: MSG.emailVerified });
}
