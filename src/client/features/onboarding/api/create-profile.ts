import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MSG } from '../../../../shared/api.texts.js';
import type { CreateProfileInput } from '../../../../shared/profile.schemas.js';
import type { CreatorProfile } from '../../../../shared/profile.types.js';
import { UI } from '../../../../shared/ui.texts.js';
import { toast } from '../../../lib/toast.js';
import { apiRequest, serverMessage } from '../../../lib/api-client.js';
import { creatorProfileKey } from '../../../lib/query-keys.js';

/** POST /api/creator-profile. */
export function createProfile(input: CreateProfileInput): Promise<CreatorProfile> {
  return apiRequest<CreatorProfile>('POST', creatorProfileKey[0], input);
}

export function useCreateProfile() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: createProfile,
    onSuccess: (profile) => {
      // The dashboard reads this query first; seeding it avoids a loading flash right after creation.
      queryClient.setQueryData(creatorProfileKey, profile);
      toast({ title: UI.profileCreated });
      navigate('/admin');
    },
    onError: (error) =>
      toast({ title: UI.profileCreateFailed, description: serverMessage(error, MSG.genericFailure), variant: 'destructive' }),
  });
}
