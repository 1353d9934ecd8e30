import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GalleryPasswordInput } from '../../../../shared/gallery.schemas.js';
import type { GalleryPasswordSettings } from '../../../../shared/gallery.types.js';
import type { CreatorProfile } from '../../../../shared/profile.types.js';
import { toast } from '../../../lib/toast.js';
import { apiRequest } from '../../../lib/api-client.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { creatorProfileKey } from '../../../lib/query-keys.js';

/** POST /api/gallery/password: the switch and the password (kept readable for the host to share). */
export function updateGalleryPassword(input: GalleryPasswordInput): Promise<GalleryPasswordSettings> {
  return apiRequest<GalleryPasswordSettings>('POST', '/api/gallery/password', input);
}

export function useUpdateGalleryPassword() {
  const queryClient = useQueryClient();
  const { t } = useAppT();
  return useMutation({
    mutationFn: updateGalleryPassword,
    onSuccess: (settings) => {
      queryClient.setQueryData<CreatorProfile | null>(creatorProfileKey, (p) => (p ? { ...p, ...settings } : p));
      toast({ title: t('dashboard.galleryPassword.updated') });
    },
    onError: () =>
      toast({
        title: t('dashboard.galleryPassword.updateFailed'),
        description: t('dashboard.galleryPassword.updateFailedDetail'),
        variant: 'destructive',
      }),
  });
}
