import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GALLERY_UI } from '../../../../shared/gallery.texts.js';
import { PROFILE_UI } from '../../../../shared/profile.texts.js';
import { toast } from '../../../lib/toast.js';
import { apiRequest, serverMessage } from '../../../lib/api-client.js';
import { galleryKey } from './get-gallery-info.js';
import { ownGalleryMediaKey } from './get-own-gallery-media.js';

/** DELETE /api/gallery/media/{id}: the host removes an upload (the server checks it is in their gallery). */
export function deleteGalleryMedia(id: string) {
  return apiRequest<null>('DELETE', `${ownGalleryMediaKey[0]}/${encodeURIComponent(id)}`);
}

export function useDeleteGalleryMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryMedia,
    onSuccess: async () => {
      toast({ title: GALLERY_UI.mediaDeleted });
      // The moderation grid and, where this browser has it open, the guests' gallery and slideshow.
      const galleryRoot = galleryKey('')[0];
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === ownGalleryMediaKey[0] || q.queryKey[0] === galleryRoot });
    },
    onError: (error) => toast({ title: PROFILE_UI.error, description: serverMessage(error, GALLERY_UI.mediaDeleteFailed), variant: 'destructive' }),
  });
}
