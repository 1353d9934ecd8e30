import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '../../../../shared/limits.js';
import type { VoiceMessage } from '../../../../shared/voice.types.js';
import { apiFetch } from '../../../lib/api-client.js';

/** The album picker's list: the host's messages, newest first, a page at a time (GET /api/voice-messages). */
async function getMessagePage(before: string | undefined, signal: AbortSignal): Promise<{ messages: VoiceMessage[]; total: number }> {
  const params = new URLSearchParams({ limit: String(LIMITS.voiceMessagesPageMax) });
  if (before) params.set('before', before);
  const res = await apiFetch('GET', `/api/voice-messages?${params}`, undefined, signal);
  const messages = (await res.json()) as VoiceMessage[];
  return { messages, total: Number(res.headers.get('X-Total-Count') ?? messages.length) };
}

export function useAlbumPickerMessages(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['/api/voice-messages', 'album-picker'],
    queryFn: ({ pageParam, signal }) => getMessagePage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.messages.length === LIMITS.voiceMessagesPageMax ? last.messages[last.messages.length - 1]!.id : undefined),
    enabled,
  });
}
