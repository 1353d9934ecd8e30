/**
 * How recordings are encoded (docs/decisions/008: compact speech encoding over the 256 kbps of docs/product-spec.md,
 * section 9). Opus or AAC at 48 kbps keeps a 60 s message near 360 KB (the budget is 600 KB: docs/decisions/008) on venue networks;
 * WAV is the last resort.
 */
export const SAMPLE_RATE = 48_000;
export const SPEECH_BITS_PER_SECOND = 48_000;
/** The WAV last resort is resampled to this rate so a 120 s reply stays under the 8 MB upload limit. */
export const WAV_SAMPLE_RATE = 24_000;
/** The fallback recorder hands over a chunk every second (docs/product-spec.md, section 9), so a crash loses at most one second. */
export const CHUNK_INTERVAL_MS = 1000;

/** Tried in order: Opus in WebM (Chrome, Firefox, Edge), Opus in MP4, AAC in MP4 (Safari), any WebM. */
export const MIME_PREFERENCE = ['audio/webm;codecs=opus', 'audio/mp4;codecs=opus', 'audio/mp4', 'audio/webm'] as const;

export const MIC_CONSTRAINTS: MediaStreamConstraints = {
  audio: {
    echoCancellation: true,
    noiseSuppression: true,
    autoGainControl: true,
    channelCount: 1,
    sampleRate: { ideal: SAMPLE_RATE },
  },
  video: false,
};

/** The first type this browser's MediaRecorder can write, or null when it cannot record audio at all. */
export function pickMimeType(): string | null {
  if (typeof MediaRecorder === 'undefined') return null;
  if (typeof MediaRecorder.isTypeSupported !== 'function') return '';
  return MIME_PREFERENCE.find((type) => MediaRecorder.isTypeSupported(type)) ?? null;
}

/** A file name whose extension matches the bytes (the server judges by the bytes; the name helps downloads). */
export function fileNameFor(mimeType: string): string {
  if (mimeType.includes('mp4') || mimeType.includes('aac')) return 'recording.m4a';
  if (mimeType.includes('wav')) return 'recording.wav';
  if (mimeType.includes('ogg')) return 'recording.ogg';
  return 'recording.webm';
}
