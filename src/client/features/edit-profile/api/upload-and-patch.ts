import { uploadMedia } from '../../../lib/api/upload-media.js';

/** The edit screen's general upload (POST /api/upload, spec section 7): the stored file's url. */
export async function uploadForEdit(file: Blob, filename?: string): Promise<string> {
  const reply = await uploadMedia('/api/upload', file, filename);
  return reply.url ?? reply.fileUrl;
}
