import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GalleryQrResponse } from '../../../../shared/gallery.types.js';
import type { CreatorProfile } from '../../../../shared/profile.types.js';
import { toast } from '../../../lib/toast.js';
import { apiRequest } from '../../../lib/api-client.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { creatorProfileKey } from '../../../lib/query-keys.js';

/** POST /api/gallery/generate-qr: the QR code of {PUBLIC_URL}/g/{slug}, kept on the profile. */
export function generateGalleryQr(): Promise<GalleryQrResponse> {
  return apiRequest<GalleryQrResponse>('POST', '/api/gallery/generate-qr', {});
}

/**
 * `quiet`: the card making the code by itself on its first showing (the host asked for nothing, so no toast either
 * way; after a failure the Generate button stays, and pressing it speaks).
 */
export function useGenerateGalleryQr() {
  const queryClient = useQueryClient();
  const { t } = useAppT();
  return useMutation({
    mutationFn: (_: { quiet: boolean }) => generateGalleryQr(),
    onSuccess: (qr, { quiet }) => {
      queryClient.setQueryData<CreatorProfile | null>(creatorProfileKey, (p) => (p ? { ...p, galleryQrCodeData: qr.qrCodeData } : p));
      if (!quiet) toast({ title: t('dashboard.galleryQr.generated') });
    },
    onError: (error, { quiet }) =>
      !quiet &&
      toast({
        title: t('dashboard.galleryQr.generateFailed'),
        description: appServerMessage(error, t, t('dashboard.galleryQr.tryAgain')),
        variant: 'destructive',
      }),
  });
}
