import type { AUTH_ERROR_MESSAGES } from './auth.texts.js';

/** Why a third-party sign-in or a mailed link ended on /auth?error=<code> (the messages are auth.texts.ts'). */
export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

/** GET /api/auth/providers: which sign-in buttons to show. */
export interface AuthProviders {
  google: boolean;
  github: boolean;
}
