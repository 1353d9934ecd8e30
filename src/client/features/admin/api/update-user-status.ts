import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_UI } from '../../../../shared/admin.texts.js';
import { toast } from '../../../components/ui/use-toast.js';
import { apiRequest, serverMessage } from '../../../lib/api-client.js';
import { refreshAdminData } from './refresh-admin-data.js';

/** PUT /admin-api/users/{userId}/status: any admin (the quick toggle) and the Admin Actions switch. */
export function updateUserStatus({ userId, isActive }: { userId: string; isActive: boolean }) {
  return apiRequest<{ id: string; isActive: boolean }>('PUT', `/admin-api/users/${encodeURIComponent(userId)}/status`, { isActive });
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
