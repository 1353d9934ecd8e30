import { CHUNK_INTERVAL_MS, SPEECH_BITS_PER_SECOND, pickMimeType } from './recording-formats.js';
import { startMediaRecorder, stopTracks, type RecorderSession } from './recorder-session.js';

/**
 * The spec's standard recorder, used when the advanced path fails (no AudioWorklet, AudioContext errors):
 * MediaRecorder straight on the microphone, a chunk every second. No processing chain and no level meter.
 */
export function startFallbackRecorder(stream: MediaStream): RecorderSession {
  const mimeType = pickMimeType();
  if (mimeType === null) throw new Error('MediaRecorder cannot record audio in this browser');
  const recorder = startMediaRecorder(stream, mimeType, SPEECH_BITS_PER_SECOND, CHUNK_INTERVAL_MS);
  return {
    path: 'fallback',
    get mimeType() {
      return recorder.mimeType;
    },
    async stop() {
      try {
        return await recorder.stop();
      } finally {
        stopTracks(stream);
      }
    },
    cancel() {
      recorder.cancel();
      stopTracks(stream);
    },
  };
}
