import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';

/** POST /api/auth/resend-verification for the signed-in creator. */
export function resendVerification(): Promise<{ sent: boolean; message: string }> {
  return apiRequest<{ sent: boolean; message: string }>('POST', '/api/auth/resend-verification');
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
