import { useMutation } from '@tanstack/react-query';
import { GALLERY_UI } from '../../../../shared/gallery.js';
import { toast } from '../../../components/ui/use-toast.js';
import { apiFetch } from '../../../lib/api-client.js';

/** GET /api/gallery/qr-download/{slug}, saved as {username}-qr-code.png. */
export async function downloadGalleryQr({ slug, username }: { slug: string; username: string }): Promise<void> {
  const res = await apiFetch('GET', `/api/gallery/qr-download/${encodeURIComponent(slug)}`);
  const url = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = `${username}-qr-code.png`;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // Revoked a moment later: some browsers start reading the blob only after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

export function useDownloadGalleryQr() {
  return useMutation({
    mutationFn: downloadGalleryQr,
    onSuccess: () => toast({ title: GALLERY_UI.qrDownloaded }),
    onError: () => toast({ title: GALLERY_UI.qrDownloadFailed, description: GALLERY_UI.qrDownloadFailedDetail, variant: 'destructive' }),
  });
}
