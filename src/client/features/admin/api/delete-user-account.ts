import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';
import { adminUserDetailKey } from './get-admin-user-detail.js';
import { refreshAdminData } from './refresh-admin-data.js';

/**
 * DELETE /admin-api/users/{userId} (super admins only, audited): the account, its page and everything on it. `name`
 * is not sent: the success toast says whose account went.
 */
export function deleteUserAccount({ userId }: { userId: string; name: string }) {
  return apiRequest<null>('DELETE', `/admin-api/users/${encodeURIComponent(userId)}`);
}

/**
 * `onDeleted` closes the dialogs before the lists refresh: the deleted user's details are dropped rather than
 * refetched (a 404 would toast 'Failed to fetch user details' over the success). The caller shows the failure.
 */
export function useDeleteUserAccount({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useAppT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserAccount,
    onSuccess: async (_, { userId, name }) => {
      toast({ title: t('admin.deleteAccount.deleted'), description: t('admin.deleteAccount.deletedDetail', { name }) });
      onDeleted();
      queryClient.removeQueries({ queryKey: adminUserDetailKey(userId), exact: true });
      await refreshAdminData(queryClient);
    },
  });
}
