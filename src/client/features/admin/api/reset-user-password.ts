import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.js';
import { apiRequest } from '../../../lib/api-client.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';

/** PUT /admin-api/users/{userId}/password (super admins only); the user's sessions end on the server. */
export function resetUserPassword({ userId, newPassword }: { userId: string; newPassword: string }) {
  return apiRequest<{ id: string }>('PUT', `/admin-api/users/${encodeURIComponent(userId)}/password`, { newPassword });
}

export function useResetUserPassword({ onSuccess }: { onSuccess?: () => void } = {}) {
  const { t } = useAppT();
  return useMutation({
    mutationFn: resetUserPassword,
    onSuccess: () => {
      toast({ title: t('admin.actions.passwordUpdated') });
      onSuccess?.();
    },
    onError: (error) =>
      toast({ title: t('admin.actions.passwordUpdateFailed'), description: appServerMessage(error, t, t('admin.actions.passwordUpdateFailed')), variant: 'destructive' }),
  });
}
