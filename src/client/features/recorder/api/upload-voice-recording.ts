import type { VoiceUploadResult } from '../../../../shared/voice.types.js';
import { apiRequest } from '../../../lib/api-client.js';
import { fileNameFor } from '../lib/recording-formats.js';

export type UploadPurpose = 'voice' | 'reply';

/** POST /api/voice-upload (multipart field `file`): a guest's message, or with purpose=reply a host's reply. */
export function uploadVoiceRecording(blob: Blob, purpose: UploadPurpose, signal?: AbortSignal): Promise<VoiceUploadResult> {
  const form = new FormData();
  form.append('file', blob, fileNameFor(blob.type));
  const url = purpose === 'reply' ? '/api/voice-upload?purpose=reply' : '/api/voice-upload';
  return apiRequest<VoiceUploadResult>('POST', url, form, signal);
}
