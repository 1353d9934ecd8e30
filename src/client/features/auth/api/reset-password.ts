import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetPasswordInput } from '../../../../shared/auth.schemas.js';
import { apiRequest } from '../../../lib/api-client.js';
import { currentUserKey } from '../../../lib/query-keys.js';

/** POST /api/auth/reset-password: sets the new password once per mailed link and ends every session. */
export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', '/api/auth/reset-password', input);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // Every session ended on the server, this browser's included.
    onSuccess: () => queryClient.setQueryData(currentUserKey, null),
  });
}
