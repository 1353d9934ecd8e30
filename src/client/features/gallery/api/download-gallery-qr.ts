import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.js';
import { apiFetch } from '../../../lib/api-client.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { saveBlob } from '../../../lib/save-download.js';

/** GET /api/gallery/qr-download/{slug}, saved as {username}-qr-code.png. */
export async function downloadGalleryQr({ slug, username }: { slug: string; username: string }): Promise<void> {
  const res = await apiFetch('GET', `/api/gallery/qr-download/${encodeURIComponent(slug)}`);
  saveBlob(await res.blob(), `${username}-qr-code.png`);
}

export function useDownloadGalleryQr() {
  const { t } = useAppT();
  return useMutation({
    mutationFn: downloadGalleryQr,
    onSuccess: () => toast({ title: t('dashboard.galleryQr.downloaded') }),
    onError: () =>
      toast({ title: t('dashboard.galleryQr.downloadFailed'), description: t('dashboard.galleryQr.downloadFailedDetail'), variant: 'destructive' }),
  });
}
