import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '../../../shared/profile.schemas.js';
import type { CreatorProfile } from '../../../shared/profile.types.js';
import { apiRequest } from '../api-client.js';
import { creatorProfileKey, showsProfilePage } from '../query-keys.js';

/** PUT (settings, background) or PATCH (edit screen) /api/creator-profile. */
export function updateCreatorProfile(input: UpdateProfileInput, method: 'PUT' | 'PATCH' = 'PUT'): Promise<CreatorProfile> {
  return apiRequest<CreatorProfile>(method, creatorProfileKey[0], input);
}

/** Spec section 7: a successful update invalidates the cached profile queries (own and public). */
export function useUpdateCreatorProfile(method: 'PUT' | 'PATCH' = 'PUT') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => updateCreatorProfile(input, method),
    onSuccess: async (profile) => {
      queryClient.setQueryData(creatorProfileKey, profile);
      await queryClient.invalidateQueries({ predicate: showsProfilePage });
    },
  });
}
