import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GALLERY_UI } from '../../../../shared/gallery.texts.js';
import type { GalleryQrResponse } from '../../../../shared/gallery.types.js';
import type { CreatorProfile } from '../../../../shared/profile.types.js';
import { toast } from '../../../lib/toast.js';
import { apiRequest, serverMessage } from '../../../lib/api-client.js';
import { creatorProfileKey } from '../../../lib/query-keys.js';

/** POST /api/gallery/generate-qr: the QR code of {PUBLIC_URL}/g/{slug}, kept on the profile. */
export function generateGalleryQr(): Promise<GalleryQrResponse> {
  return apiRequest<GalleryQrResponse>('POST', '/api/gallery/generate-qr', {});
}

export function useGenerateGalleryQr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateGalleryQr,
    onSuccess: (qr) => {
      queryClient.setQueryData<CreatorProfile | null>(creatorProfileKey, (p) => (p ? { ...p, galleryQrCodeData: qr.qrCodeData } : p));
      toast({ title: GALLERY_UI.qrGenerated });
    },
    onError: (error) =>
      toast({ title: GALLERY_UI.qrGenerateFailed, description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
}
