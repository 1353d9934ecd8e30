import type { AuthErrorCode } from '../../../shared/auth.types.js';

/** A sign-in that ends on the sign-in screen with ?error=<code>; `cause` is only logged. */
export class OAuthFailure extends Error {
  constructor(
    public readonly code: AuthErrorCode,
    cause?: unknown,
  ) {
    super(`third-party sign-in failed: ${code}`, { cause });
  }
}
