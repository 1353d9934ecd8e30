import { MSG } from './api.texts.js';

/**
 * Why a third-party sign-in or a mailed link ended on /auth?error=<code> (or /admin-login?error=<code>).
 * The server redirects with the code only; the client shows the message as a toast.
 */
export const AUTH_ERROR_MESSAGES = {
  access_denied: MSG.oauthAccessDenied,
  invalid_state: MSG.oauthBadState,
  sign_in_failed: MSG.oauthFailed,
  provider_unavailable: MSG.oauthUnavailable,
  email_unverified: MSG.oauthEmailUnverified,
  account_exists: MSG.oauthAccountExists,
  account_conflict: MSG.oauthAccountConflict,
  admin_not_allowed: MSG.adminOauthNotAllowed,
  verify_link_invalid: MSG.verifyLinkInvalid,
} as const;

export function authErrorMessage(code: string | null | undefined): string | undefined {
  if (!code) return undefined;
  return (AUTH_ERROR_MESSAGES as Record<string, string>)[code] ?? MSG.oauthFailed;
}
