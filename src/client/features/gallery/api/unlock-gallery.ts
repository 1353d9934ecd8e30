import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.js';
import { apiRequest, errorStatus, keyToPath } from '../../../lib/api-client.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { galleryKey } from './get-gallery-info.js';

/** POST /api/gallery/{slug}/unlock: the server checks the password and sets a cookie for this gallery. */
export function unlockGallery(slug: string, password: string): Promise<{ unlocked: true }> {
  return apiRequest('POST', `${keyToPath(galleryKey(slug))}/unlock`, { password });
}

export function useUnlockGallery(slug: string) {
  const queryClient = useQueryClient();
  const { t } = useAppT();
  return useMutation({
    mutationFn: (password: string) => unlockGallery(slug, password),
    onSuccess: async () => {
      toast({ title: t('gallery.gate.accessGranted'), description: t('gallery.gate.accessGrantedDetail') });
      await queryClient.invalidateQueries({ queryKey: galleryKey(slug) });
    },
    onError: (error) => {
      const wrong = errorStatus(error) === 401;
      toast({
        title: t('gallery.gate.incorrectPassword'),
        // Too many tries (429) and network failures say so instead of blaming the password.
        description: wrong ? t('gallery.gate.incorrectPasswordDetail') : appServerMessage(error, t, t('gallery.gate.incorrectPasswordDetail')),
        variant: 'destructive',
      });
    },
  });
}
