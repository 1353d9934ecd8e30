import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UpdateVoiceMessageInput } from '../../../../shared/voice.schemas.js';
import type { VoiceMessage } from '../../../../shared/voice.types.js';
import { apiRequest } from '../../../lib/api-client.js';
import { voiceMessagesKey } from '../../../lib/query-keys.js';
import type { VoiceMessagePage } from './get-voice-messages.js';

/** PUT /api/voice-messages/{id} with { isRead: true } or { isPlayed: true }. */
export function updateVoiceMessage(id: string, patch: UpdateVoiceMessageInput): Promise<VoiceMessage> {
  return apiRequest<VoiceMessage>('PUT', `${voiceMessagesKey[0]}/${encodeURIComponent(id)}`, patch);
}

/** Puts the server's copy of a message into every cached page, so badges change without a refetch. */
export function replaceCachedMessage(queryClient: QueryClient, message: VoiceMessage) {
  queryClient.setQueriesData<VoiceMessagePage>({ queryKey: voiceMessagesKey }, (page) =>
    page ? { ...page, messages: page.messages.map((m) => (m.id === message.id ? message : m)) } : page,
  );
}

export function useUpdateVoiceMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateVoiceMessageInput }) => updateVoiceMessage(id, patch),
    onSuccess: (message) => replaceCachedMessage(queryClient, message),
  });
}
