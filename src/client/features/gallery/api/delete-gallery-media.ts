import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.js';
import { apiRequest } from '../../../lib/api-client.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { galleryKey } from './get-gallery-info.js';
import { ownGalleryMediaKey } from './get-own-gallery-media.js';

/** DELETE /api/gallery/media/{id}: the host removes an upload (the server checks it is in their gallery). */
export function deleteGalleryMedia(id: string) {
  return apiRequest<null>('DELETE', `${ownGalleryMediaKey[0]}/${encodeURIComponent(id)}`);
}

export function useDeleteGalleryMedia() {
  const queryClient = useQueryClient();
  const { t } = useAppT();
  return useMutation({
    mutationFn: deleteGalleryMedia,
    onSuccess: async () => {
      toast({ title: t('gallery.moderation.deleted') });
      // The moderation grid and, where this browser has it open, the guests' gallery and slideshow.
      const galleryRoot = galleryKey('')[0];
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === ownGalleryMediaKey[0] || q.queryKey[0] === galleryRoot });
    },
    onError: (error) =>
      toast({
        title: t('gallery.moderation.error'),
        description: appServerMessage(error, t, t('gallery.moderation.deleteFailed')),
        variant: 'destructive',
      }),
  });
}
