import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_UI } from '../../../../shared/admin.texts.js';
import { toast } from '../../../lib/toast.js';
import { apiRequest, serverMessage } from '../../../lib/api-client.js';
import { refreshAdminData } from './refresh-admin-data.js';

/** PUT /admin-api/users/{userId}/username (super admins only). */
export function updateUserUsername({ userId, username }: { userId: string; username: string }) {
  return apiRequest<{ id: string; username: string }>('PUT', `/admin-api/users/${encodeURIComponent(userId)}/username`, { username });
}

export function useUpdateUserUsername({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserUsername,
    onSuccess: async () => {
      toast({ title: ADMIN_UI.usernameUpdated });
      onSuccess?.();
      await refreshAdminData(queryClient);
    },
    onError: (error) =>
      toast({ title: ADMIN_UI.usernameUpdateFailed, description: serverMessage(error, ADMIN_UI.usernameUpdateFailed), variant: 'destructive' }),
  });
}
