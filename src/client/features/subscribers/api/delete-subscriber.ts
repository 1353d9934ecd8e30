import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardStatsKey } from '../../../lib/query-keys.js';
import { MSG } from '../../../../shared/api.texts.js';
import { UI } from '../../../../shared/ui.texts.js';
import { toast } from '../../../lib/toast.js';
import { apiRequest, serverMessage } from '../../../lib/api-client.js';
import { subscribersKey } from './get-subscribers.js';

/** DELETE /api/email-subscribers/{id}: beyond the spec, for a guest who asked to be forgotten. */
export function deleteSubscriber(id: string) {
  return apiRequest<null>('DELETE', `${subscribersKey[0]}/${encodeURIComponent(id)}`);
}

export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubscriber,
    onSuccess: async () => {
      toast({ title: UI.subscriberRemoved });
      // The table, the overview cards, and the dashboard's Emails Collected card.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subscribersKey }),
        queryClient.invalidateQueries({ queryKey: dashboardStatsKey }),
      ]);
    },
    onError: (error) => toast({ title: 'Error', description: serverMessage(error, MSG.genericFailure), variant: 'destructive' }),
  });
}
