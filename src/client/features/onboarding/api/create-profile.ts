import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CreateProfileInput } from '../../../../shared/profile.schemas.js';
import type { CreatorProfile } from '../../../../shared/profile.types.js';
import { toast } from '../../../lib/toast.js';
import { apiRequest } from '../../../lib/api-client.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { nextScreenReady } from '../../../lib/next-screen.js';
import { creatorProfileKey } from '../../../lib/query-keys.js';
import { setFirstPhoto } from './set-first-photo.js';

/** POST /api/creator-profile. */
export function createProfile(input: CreateProfileInput): Promise<CreatorProfile> {
  return apiRequest<CreatorProfile>('POST', creatorProfileKey[0], input);
}

/** The new page, then the photo chosen with it (docs/decisions/080); a photo that fails leaves the page made. */
async function createWithPhoto({ values, photo }: { values: CreateProfileInput; photo: File | null }): Promise<{ profile: CreatorProfile; photoFailed: boolean }> {
  // The dashboard's code too (fetched ahead since onboarding opened): the screen changes once both are here.
  const [profile] = await Promise.all([createProfile(values), nextScreenReady()]);
  if (!photo) return { profile, photoFailed: false };
  try {
    return { profile: await setFirstPhoto(photo), photoFailed: false };
  } catch {
    return { profile, photoFailed: true };
  }
}

export function useCreateProfile() {
  const { t } = useAppT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: createWithPhoto,
    onSuccess: ({ profile, photoFailed }) => {
      // A co-host making a page of their own had another page's inbox and stats cached: the new page is now theirs.
      void queryClient.invalidateQueries();
      // The dashboard reads this query first; seeding it avoids a loading flash right after creation.
      queryClient.setQueryData(creatorProfileKey, profile);
      toast({ title: t('editor.onboarding.created') });
      if (photoFailed) toast({ title: t('editor.shared.uploadError'), description: t('editor.shared.pictureUploadFailed'), variant: 'destructive' });
      // The dashboard greets a first visit as such, not with 'Welcome back'.
      navigate('/admin', { state: { firstVisit: true } });
    },
    onError: (error) =>
      toast({ title: t('editor.onboarding.createFailed'), description: appServerMessage(error, t, t('editor.onboarding.genericFailure')), variant: 'destructive' }),
  });
}
