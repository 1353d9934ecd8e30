import type { VoiceUploadPurpose } from '../../../../shared/voice.schemas.js';
import type { VoiceUploadResult } from '../../../../shared/voice.types.js';
import { apiUpload } from '../../../lib/api-client.js';
import { fileNameFor } from '../../../recorder/lib/recording-formats.js';

/**
 * POST /api/voice-upload (multipart field `file`): a guest's message, with purpose=reply a host's reply, with
 * purpose=greeting a host's greeting. A file
 * from the phone's recorder keeps its own name (the server judges the bytes; the name helps downloads).
 */
export function uploadVoiceRecording(
  blob: Blob,
  purpose: VoiceUploadPurpose,
  opts: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {},
): Promise<VoiceUploadResult> {
  const form = new FormData();
  form.append('file', blob, blob instanceof File && blob.name ? blob.name : fileNameFor(blob.type));
  const url = purpose === 'voice' ? '/api/voice-upload' : `/api/voice-upload?purpose=${purpose}`;
  return apiUpload<VoiceUploadResult>(url, form, opts);
}
