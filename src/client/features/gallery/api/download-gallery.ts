import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';
import { apiFetch, errorStatus, keyToPath } from '../../../lib/api-client.js';
import { saveUrl } from '../../../lib/save-download.js';
import { galleryInfoKey, galleryKey } from './get-gallery-info.js';

/** GET /api/gallery/{slug}/download: a streamed ZIP, saved as {slug}-gallery.zip. */
export const galleryDownloadUrl = (slug: string) => `${keyToPath(galleryKey(slug))}/download`;
export const galleryZipName = (slug: string) => `${slug}-gallery.zip`;

/**
 * Asks first with HEAD (the server makes every check of the download and reads no file), so a refusal shows the
 * failure toast of docs/product-spec.md, section 8; then hands the browser the URL, which streams the archive to disk
 * with its own progress instead of holding gigabytes in page memory.
 */
export async function startGalleryDownload(slug: string): Promise<void> {
  await apiFetch('HEAD', galleryDownloadUrl(slug));
  saveUrl(galleryDownloadUrl(slug), galleryZipName(slug));
}

export function useDownloadGallery(slug: string) {
  const queryClient = useQueryClient();
  const { t } = useAppT();
  return useMutation({
    mutationFn: () => startGalleryDownload(slug),
    onSuccess: () => toast({ title: t('gallery.page.downloadStarted') }),
    onError: (error) => {
      toast({ title: t('gallery.page.downloadFailed'), description: t('gallery.page.downloadFailedDetail'), variant: 'destructive' });
      // Locked meanwhile (the host set or changed the password): the gate shows again.
      if (errorStatus(error) === 401) void queryClient.invalidateQueries({ queryKey: galleryInfoKey(slug) });
    },
  });
}
