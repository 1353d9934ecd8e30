import { useMutation } from '@tanstack/react-query';
import { uploadMedia } from '../../../lib/api/upload-media.js';

/** POST /api/background-images or /api/background-videos, by the kind of file chosen. */
export async function uploadBackground(file: File): Promise<{ kind: 'image' | 'video'; path: string }> {
  const kind = file.type.startsWith('video/') ? 'video' : 'image';
  const reply = await uploadMedia(kind === 'video' ? '/api/background-videos' : '/api/background-images', file);
  return { kind, path: (kind === 'video' ? reply.backgroundVideoPath : reply.backgroundImagePath) ?? reply.fileUrl };
}

export const useUploadBackground = () => useMutation({ mutationFn: uploadBackground });
