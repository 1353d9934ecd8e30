import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendVoiceReplyInput } from '../../../../shared/voice.schemas.js';
import type { VoiceReply } from '../../../../shared/voice.types.js';
import { apiRequest } from '../../../lib/api-client.js';
import { dashboardStatsKey, voiceMessagesKey } from '../../../lib/query-keys.js';

/**
 * POST /api/voice-replies: stores the reply and mails it. A 502 means the reply is stored but the mail failed;
 * posting the same recording again retries the mail (the server recognises the audioPath).
 */
export function sendVoiceReply(input: SendVoiceReplyInput): Promise<VoiceReply> {
  return apiRequest<VoiceReply>('POST', '/api/voice-replies', input);
}

export function useSendVoiceReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendVoiceReply,
    // Even a failed mail leaves the message marked replied on the server.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: voiceMessagesKey });
      void queryClient.invalidateQueries({ queryKey: dashboardStatsKey });
    },
  });
}
