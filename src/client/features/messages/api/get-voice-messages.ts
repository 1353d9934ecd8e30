import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '../../../../shared/limits.js';
import type { VoiceMessage } from '../../../../shared/voice.types.js';
import { apiFetch } from '../../../lib/api-client.js';
import { voiceMessagesKey } from '../../../lib/query-keys.js';

export interface VoiceMessagePage {
  messages: VoiceMessage[];
  /** All of the host's messages (the X-Total-Count header). */
  total: number;
}

/** GET /api/voice-messages?limit=&before=: the host's messages, newest first; `before` is the previous page's last id. */
export async function getVoiceMessages(page: { limit: number; before?: string }, signal?: AbortSignal): Promise<VoiceMessagePage> {
  const params = new URLSearchParams({ limit: String(page.limit) });
  if (page.before) params.set('before', page.before);
  const res = await apiFetch('GET', `${voiceMessagesKey[0]}?${params}`, undefined, signal);
  const messages = (await res.json()) as VoiceMessage[];
  const total = Number(res.headers.get('X-Total-Count') ?? messages.length);
  return { messages, total: Number.isFinite(total) ? total : messages.length };
}

export const voiceMessagesQueryOptions = (page: { limit: number; before?: string }) =>
  queryOptions({
    queryKey: [...voiceMessagesKey, page.limit, page.before ?? ''] as const,
    queryFn: ({ signal }) => getVoiceMessages(page, signal),
  });

/** The dashboard's 10 newest. */
export function useRecentVoiceMessages() {
  return useQuery(voiceMessagesQueryOptions({ limit: LIMITS.dashboardMessages }));
}

/** One page of the all-messages view; the previous page stays on screen while the next loads. */
export function useVoiceMessagePage(page: { limit: number; before?: string }) {
  return useQuery({ ...voiceMessagesQueryOptions(page), placeholderData: keepPreviousData });
}
