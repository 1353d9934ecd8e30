import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.js';
import { apiRequest } from '../../../lib/api-client.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { refreshAdminData } from './refresh-admin-data.js';

/** PUT /admin-api/users/{userId}/username (super admins only). */
export function updateUserUsername({ userId, username }: { userId: string; username: string }) {
  return apiRequest<{ id: string; username: string }>('PUT', `/admin-api/users/${encodeURIComponent(userId)}/username`, { username });
}

export function useUpdateUserUsername({ onSuccess }: { onSuccess?: () => void } = {}) {
  const { t } = useAppT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserUsername,
    onSuccess: async () => {
      toast({ title: t('admin.actions.usernameUpdated') });
      onSuccess?.();
      await refreshAdminData(queryClient);
    },
    onError: (error) =>
      toast({ title: t('admin.actions.usernameUpdateFailed'), description: appServerMessage(error, t, t('admin.actions.usernameUpdateFailed')), variant: 'destructive' }),
  });
}
