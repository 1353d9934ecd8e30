import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileGreeting } from '../../../../shared/profile.types.js';
import { apiRequest } from '../../../lib/api-client.js';
import { creatorProfileKey, showsProfilePage } from '../../../lib/query-keys.js';

const GREETING_URL = '/api/greeting';

/** PUT /api/greeting: the host's greeting upload (purpose=greeting) becomes the page's greeting, replacing any other. */
export function saveGreeting(audioPath: string): Promise<ProfileGreeting> {
  return apiRequest<ProfileGreeting>('PUT', GREETING_URL, { audioPath });
}

/** DELETE /api/greeting: the greeting and its files go. */
export function removeGreeting(): Promise<unknown> {
  return apiRequest('DELETE', GREETING_URL);
}

/** Either change shows in the own profile and on every view of the public page. */
function useGreetingMutation<T, V>(mutationFn: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: creatorProfileKey });
      await queryClient.invalidateQueries({ predicate: showsProfilePage });
    },
  });
}

export const useSaveGreeting = () => useGreetingMutation(saveGreeting);
export const useRemoveGreeting = () => useGreetingMutation(removeGreeting);
