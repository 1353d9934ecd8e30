import { useMutation } from '@tanstack/react-query';
import { GALLERY_UI } from '../../../../shared/gallery.texts.js';
import { toast } from '../../../lib/toast.js';
import { apiFetch } from '../../../lib/api-client.js';
import { saveBlob } from '../../../lib/save-download.js';

/** GET /api/gallery/qr-download/{slug}, saved as {username}-qr-code.png. */
export async function downloadGalleryQr({ slug, username }: { slug: string; username: string }): Promise<void> {
  const res = await apiFetch('GET', `/api/gallery/qr-download/${encodeURIComponent(slug)}`);
  saveBlob(await res.blob(), `${username}-qr-code.png`);
}

export function useDownloadGalleryQr() {
  return useMutation({
    mutationFn: downloadGalleryQr,
    onSuccess: () => toast({ title: GALLERY_UI.qrDownloaded }),
    onError: () => toast({ title: GALLERY_UI.qrDownloadFailed, description: GALLERY_UI.qrDownloadFailedDetail, variant: 'destructive' }),
  });
}
