import { MSG } from '../../../../shared/messages.js';
import { useSearchParamToast } from '../../../lib/use-search-param-toast.js';

/** The verification link lands here as ?emailVerified=1 when the browser is signed out. */
export function EmailVerifiedToast() {
  useSearchParamToast('emailVerified', '1', { title: 'Email verified', description: MSG.emailVerified });
  return null;
}
