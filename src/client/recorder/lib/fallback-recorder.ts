import { CHUNK_INTERVAL_MS, SPEECH_BITS_PER_SECOND, pickMimeType } from './recording-formats.js';
import { startMediaRecorder, stopTracks, watchTracks, type RecorderSession, type SessionOptions } from './recorder-session.js';

/**
 * The standard recorder of docs/product-spec.md (section 8), used when the advanced path fails or its audio engine does
 * not start: MediaRecorder straight on the microphone, a chunk every second. No processing chain and no level meter.
 */
export function startFallbackRecorder(stream: MediaStream, options: SessionOptions = {}): RecorderSession {
  const mimeType = pickMimeType();
  if (mimeType === null) throw new Error('MediaRecorder cannot record audio in this browser');
  const recorder = startMediaRecorder(stream, mimeType, SPEECH_BITS_PER_SECOND, CHUNK_INTERVAL_MS, options);
  const unwatch = watchTracks(stream, () => options.onInterrupted?.('track-ended'));
  return {
    path: 'fallback',
    get mimeType() {
      return recorder.mimeType;
    },
    async stop() {
      unwatch();
      try {
        return await recorder.stop();
      } finally {
        stopTracks(stream);
      }
    },
    cancel() {
      unwatch();
      recorder.cancel();
      stopTracks(stream);
    },
  };
}
