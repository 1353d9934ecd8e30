import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_UI } from '../../../../shared/admin.texts.js';
import { toast } from '../../../lib/toast.js';
import { apiRequest, serverMessage } from '../../../lib/api-client.js';
import { refreshAdminData } from './refresh-admin-data.js';

/**
 * PUT /admin-api/users/{userId}/status: any admin (the quick toggle) and the Admin Actions switch, which may add a
 * note the host reads on their dashboard.
 */
export function updateUserStatus({ userId, isActive, reason }: { userId: string; isActive: boolean; reason?: string }) {
  const body = reason?.trim() ? { isActive, reason: reason.trim() } : { isActive };
  return apiRequest<{ id: string; isActive: boolean }>('PUT', `/admin-api/users/${encodeURIComponent(userId)}/status`, body);
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: async () => {
      toast({ title: ADMIN_UI.userStatusUpdated });
      await refreshAdminData(queryClient);
    },
    onError: (error) =>
      toast({ title: ADMIN_UI.statusUpdateFailed, description: serverMessage(error, ADMIN_UI.statusUpdateFailed), variant: 'destructive' }),
  });
}
