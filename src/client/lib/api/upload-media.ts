import { apiRequest } from '../api-client.js';

export interface UploadReply {
  fileUrl: string;
  url?: string;
  backgroundImagePath?: string;
  backgroundVideoPath?: string;
}

export type UploadEndpoint = '/api/upload' | '/api/background-images' | '/api/background-videos';

/** POST a file as multipart field 'file' (spec section 7); the server decides its type from its bytes. */
export function uploadMedia(endpoint: UploadEndpoint, file: Blob, filename = 'upload'): Promise<UploadReply> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : filename);
  return apiRequest<UploadReply>('POST', endpoint, form);
}
