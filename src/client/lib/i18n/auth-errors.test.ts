import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_MESSAGES } from '../../../shared/auth.texts.js';
import type { AuthErrorCode } from '../../../shared/auth.types.js';
import { errorCodeOf } from '../../../shared/error-codes.js';
import { AUTH_ERROR_TEXTS, authErrorKey } from './auth-errors.js';

describe('?error=<code> on /auth', () => {
  it("shows the server's message for each code, by its error code", () => {
    for (const [code, message] of Object.entries(AUTH_ERROR_MESSAGES)) {
      expect(AUTH_ERROR_TEXTS[code as AuthErrorCode], code).toBe(`errors.${errorCodeOf(message)}`);
    }
  });

  it('reads an unknown code as a failed sign-in, and no code as nothing to say', () => {
    expect(authErrorKey('something_new')).toBe('errors.oauth_failed');
    expect(authErrorKey(null)).toBeUndefined();
  });
});
