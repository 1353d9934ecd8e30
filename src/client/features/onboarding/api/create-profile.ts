import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CreateProfileInput } from '../../../../shared/profile.schemas.js';
import type { CreatorProfile } from '../../../../shared/profile.types.js';
import { toast } from '../../../lib/toast.js';
import { apiRequest } from '../../../lib/api-client.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { creatorProfileKey } from '../../../lib/query-keys.js';

/** POST /api/creator-profile. */
export function createProfile(input: CreateProfileInput): Promise<CreatorProfile> {
  return apiRequest<CreatorProfile>('POST', creatorProfileKey[0], input);
}

export function useCreateProfile() {
  const { t } = useAppT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: createProfile,
    onSuccess: (profile) => {
      // A co-host making a page of their own had another page's inbox and stats cached: the new page is now theirs.
      void queryClient.invalidateQueries();
      // The dashboard reads this query first; seeding it avoids a loading flash right after creation.
      queryClient.setQueryData(creatorProfileKey, profile);
      toast({ title: t('editor.onboarding.created') });
      // The dashboard greets a first visit as such, not with 'Welcome back'.
      navigate('/admin', { state: { firstVisit: true } });
    },
    onError: (error) =>
      toast({ title: t('editor.onboarding.createFailed'), description: appServerMessage(error, t, t('editor.onboarding.genericFailure')), variant: 'destructive' }),
  });
}
