import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '../../../../shared/auth.schemas.js';
import { apiRequest } from '../../../lib/api-client.js';

/** POST /api/auth/forgot-password: the same answer whether or not an account has the address. */
export function forgotPassword(input: ForgotPasswordInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', '/api/auth/forgot-password', input);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
