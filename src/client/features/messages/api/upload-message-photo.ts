import type { MessagePhotoUploadResult } from '../../../../shared/voice.types.js';
import { apiUpload } from '../../../lib/api-client.js';

/** POST /api/message-photos (multipart field `file`): the guest's photo, sent with the message as its photoPath. */
export function uploadMessagePhoto(file: Blob, name: string, opts: { signal?: AbortSignal } = {}): Promise<MessagePhotoUploadResult> {
  const form = new FormData();
  form.append('file', file, name);
  return apiUpload<MessagePhotoUploadResult>('/api/message-photos', form, opts);
}
