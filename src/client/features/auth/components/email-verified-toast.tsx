import { useEmailVerifiedToast } from '../../../lib/use-email-verified-toast.js';

/** The verification link lands here as ?emailVerified=1 when the browser is signed out. */
export function EmailVerifiedToast() {
  useEmailVerifiedToast();
  return null;
}
