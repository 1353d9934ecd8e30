import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { GalleryMediaItem } from '../../../../shared/gallery.types.js';
import { toast } from '../../../lib/toast.js';
import { ApiError, keyToPath } from '../../../lib/api-client.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { formatNumber } from '../../../lib/format-intl.js';
import { galleryKey } from './get-gallery-info.js';
import { loadedPerFile, uploadBatches } from './upload-batches.js';

export interface Uploader {
  uploaderName: string;
  uploaderEmail: string;
}

export interface FileProgress {
  file: File;
  loaded: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
}

/**
 * POST /api/gallery/{slug}/upload for several files (repeated field `media`, optional uploaderName and uploaderEmail
 * sent first). XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function uploadGalleryFiles(slug: string, files: File[], uploader: Uploader, onProgress: (loaded: number) => void, signal?: AbortSignal) {
  return new Promise<GalleryMediaItem[]>((resolve, reject) => {
    const body = new FormData();
    if (uploader.uploaderName.trim()) body.append('uploaderName', uploader.uploaderName.trim());
    if (uploader.uploaderEmail.trim()) body.append('uploaderEmail', uploader.uploaderEmail.trim());
    for (const file of files) body.append('media', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${keyToPath(galleryKey(slug))}/upload`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => onProgress(e.loaded);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as GalleryMediaItem[]);
      else reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}

/** Two requests at a time: fast on venue Wi-Fi without one big video starving every photo behind it. */
const PARALLEL = 2;

/**
 * Uploads files a few to a request (upload-batches.ts), keeping per-file progress for the dialog. A failed request
 * marks its files failed: the server may have kept some of them, and sending them again keeps each once.
 */
export function useUploadGalleryMedia(slug: string) {
  const queryClient = useQueryClient();
  const { t, language } = useAppT();
  const [progress, setProgress] = useState<FileProgress[]>([]);
  const [isUploading, setIsUploading] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const start = useCallback(
    async (files: File[], uploader: Uploader): Promise<{ ok: boolean; done: boolean[] }> => {
      const controller = new AbortController();
      abort.current = controller;
      setIsUploading(true);
      setProgress(files.map((file) => ({ file, loaded: 0, status: 'waiting' })));
      const update = (indexes: number[], patch: (i: number, k: number) => Partial<FileProgress>) =>
        setProgress((current) => current.map((p, j) => (indexes.includes(j) ? { ...p, ...patch(j, indexes.indexOf(j)) } : p)));
      const batches = uploadBatches(files);
      let next = 0;
      let failures = 0;
      const done = files.map(() => false);
      let firstError: unknown;
      const worker = async () => {
        while (next < batches.length && !controller.signal.aborted) {
          const batch = batches[next++]!;
          const batchFiles = batch.map((i) => files[i]!);
          const sizes = batchFiles.map((f) => f.size);
          update(batch, () => ({ status: 'uploading' }));
          try {
            await uploadGalleryFiles(slug, batchFiles, uploader, (loaded) => {
              const perFile = loadedPerFile(sizes, loaded);
              update(batch, (_i, k) => ({ loaded: perFile[k]! }));
            }, controller.signal);
            update(batch, (i) => ({ status: 'done', loaded: files[i]!.size }));
            for (const i of batch) done[i] = true;
          } catch (error) {
            failures += batch.length;
            firstError ??= error;
            update(batch, () => ({ status: 'failed', error: appServerMessage(error, t, t('gallery.upload.failedDetail')) }));
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL, batches.length) }, worker));
      setIsUploading(false);
      await queryClient.invalidateQueries({ queryKey: galleryKey(slug) });
      if (controller.signal.aborted) return { ok: false, done };
      if (failures === 0) {
        toast({
          title: t('gallery.upload.successful'),
          description: t('gallery.upload.added', { count: files.length, number: formatNumber(files.length, language) }),
        });
        return { ok: true, done };
      }
      toast({
        title: t('gallery.upload.failedTitle'),
        description: appServerMessage(firstError, t, t('gallery.upload.failedDetail')),
        variant: 'destructive',
      });
      return { ok: false, done };
    },
    [slug, queryClient, t, language],
  );

  const cancel = useCallback(() => abort.current?.abort(), []);
  const reset = useCallback(() => setProgress([]), []);
  return { start, cancel, reset, progress, isUploading };
}
