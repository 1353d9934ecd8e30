import type { AuthErrorCode } from '../../../shared/auth.types.js';
import type { AppKey } from './app-keys.js';

/**
 * Why a third-party sign-in or a mailed link ended on /auth?error=<code>: the server's message for it (its code in
 * errors.json, AUTH_ERROR_MESSAGES in English), in the screen's language. Every code is written out whole.
 */
export const AUTH_ERROR_TEXTS = {
  access_denied: 'errors.oauth_access_denied',
  invalid_state: 'errors.oauth_bad_state',
  sign_in_failed: 'errors.oauth_failed',
  provider_unavailable: 'errors.oauth_unavailable',
  email_unverified: 'errors.oauth_email_unverified',
  account_exists: 'errors.oauth_account_exists',
  account_conflict: 'errors.oauth_account_conflict',
  admin_not_allowed: 'errors.admin_oauth_not_allowed',
  verify_link_invalid: 'errors.verify_link_invalid',
} as const satisfies Record<AuthErrorCode, AppKey>;

/** The text to show for ?error=<code>, none without a code; a code this app does not know reads as a failed sign-in. */
export const authErrorKey = (code: string | null | undefined): AppKey | undefined =>
  code ? ((AUTH_ERROR_TEXTS as Record<string, AppKey>)[code] ?? AUTH_ERROR_TEXTS.sign_in_failed) : undefined;
