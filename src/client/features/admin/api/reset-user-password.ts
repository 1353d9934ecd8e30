import { useMutation } from '@tanstack/react-query';
import { ADMIN_UI } from '../../../../shared/admin.texts.js';
import { toast } from '../../../lib/toast.js';
import { apiRequest, serverMessage } from '../../../lib/api-client.js';

/** PUT /admin-api/users/{userId}/password (super admins only); the user's sessions end on the server. */
export function resetUserPassword({ userId, newPassword }: { userId: string; newPassword: string }) {
  return apiRequest<{ id: string }>('PUT', `/admin-api/users/${encodeURIComponent(userId)}/password`, { newPassword });
}

export function useResetUserPassword({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: resetUserPassword,
    onSuccess: () => {
      toast({ title: ADMIN_UI.passwordUpdated });
      onSuccess?.();
    },
    onError: (error) =>
      toast({ title: ADMIN_UI.passwordUpdateFailed, description: serverMessage(error, ADMIN_UI.passwordUpdateFailed), variant: 'destructive' }),
  });
}
