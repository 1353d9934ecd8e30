import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardStatsKey } from '../../../lib/query-keys.js';
import { toast } from '../../../lib/toast.js';
import { apiRequest } from '../../../lib/api-client.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { subscribersKey } from './get-subscribers.js';

/** DELETE /api/email-subscribers/{id}: not in docs/product-spec.md, for a guest who asked to be forgotten. */
export function deleteSubscriber(id: string) {
  return apiRequest<null>('DELETE', `${subscribersKey[0]}/${encodeURIComponent(id)}`);
}

export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  const { t } = useAppT();
  return useMutation({
    mutationFn: deleteSubscriber,
    onSuccess: async () => {
      toast({ title: t('dashboard.subscribers.removed') });
      // The table, the overview cards, and the dashboard's Emails Collected card.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subscribersKey }),
        queryClient.invalidateQueries({ queryKey: dashboardStatsKey }),
      ]);
    },
    onError: (error) =>
      toast({
        title: t('dashboard.subscribers.errorTitle'),
        description: appServerMessage(error, t, t('dashboard.subscribers.genericFailure')),
        variant: 'destructive',
      }),
  });
}
