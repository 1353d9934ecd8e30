import type { VoiceUploadPurpose } from '../../shared/voice.schemas.js';
import type { VoiceUploadResult } from '../../shared/api-aliases.js';
import { apiUpload } from '../lib/api-client.js';
import { fileNameFor } from '../recorder/lib/recording-formats.js';

/** The stored recording, by the code's name for an upload's file (the answer's `fileUrl`, as every upload's). */
export type UploadedRecording = Pick<VoiceUploadResult, 'path' | 'duration'>;

/**
 * POST /api/voice-upload (multipart field `file`): a guest's message, with purpose=reply a host's reply, with
 * purpose=greeting a host's greeting. A file
 * from the phone's recorder keeps its own name (the server judges the bytes; the name helps downloads).
 */
export function uploadVoiceRecording(
  blob: Blob,
  purpose: VoiceUploadPurpose,
  opts: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {},
): Promise<UploadedRecording> {
  const form = new FormData();
  form.append('file', blob, blob instanceof File && blob.name ? blob.name : fileNameFor(blob.type));
  const url = purpose === 'voice' ? '/api/voice-upload' : `/api/voice-upload?purpose=${purpose}`;
  return apiUpload<VoiceUploadResult>(url, form, opts).then(({ fileUrl, duration }) => ({ path: fileUrl, duration }));
}
