import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.js';
import { apiRequest } from '../../../lib/api-client.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
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
  const { t } = useAppT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: async () => {
      toast({ title: t('admin.users.statusUpdated') });
      await refreshAdminData(queryClient);
    },
    onError: (error) =>
      toast({ title: t('admin.users.statusUpdateFailed'), description: appServerMessage(error, t, t('admin.users.statusUpdateFailed')), variant: 'destructive' }),
  });
}
