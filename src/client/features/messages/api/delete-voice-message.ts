import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';
import { dashboardStatsKey, voiceMessagesKey } from '../../../lib/query-keys.js';

/** DELETE /api/voice-messages/{id}: the message and its audio. */
export function deleteVoiceMessage(id: string): Promise<unknown> {
  return apiRequest('DELETE', `${voiceMessagesKey[0]}/${encodeURIComponent(id)}`);
}

export function useDeleteVoiceMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVoiceMessage,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: voiceMessagesKey });
      void queryClient.invalidateQueries({ queryKey: dashboardStatsKey });
    },
  });
}
