import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GALLERY_UI } from '../../../../shared/gallery.texts.js';
import { toast } from '../../../lib/toast.js';
import { apiRequest, errorStatus, keyToPath, serverMessage } from '../../../lib/api-client.js';
import { galleryKey } from './get-gallery-info.js';

/** POST /api/gallery/{slug}/unlock: the server checks the password and sets a cookie for this gallery. */
export function unlockGallery(slug: string, password: string): Promise<{ unlocked: true }> {
  return apiRequest('POST', `${keyToPath(galleryKey(slug))}/unlock`, { password });
}

export function useUnlockGallery(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => unlockGallery(slug, password),
    onSuccess: async () => {
      toast({ title: GALLERY_UI.accessGranted, description: GALLERY_UI.accessGrantedDetail });
      await queryClient.invalidateQueries({ queryKey: galleryKey(slug) });
    },
    onError: (error) => {
      const wrong = errorStatus(error) === 401;
      toast({
        title: GALLERY_UI.incorrectPassword,
        // Too many tries (429) and network failures say so instead of blaming the password.
        description: wrong ? GALLERY_UI.incorrectPasswordDetail : serverMessage(error, GALLERY_UI.incorrectPasswordDetail),
        variant: 'destructive',
      });
    },
  });
}
