import { startAdvancedRecorder } from './advanced-recorder.js';
import { startFallbackRecorder } from './fallback-recorder.js';
import { MIC_CONSTRAINTS } from './recording-formats.js';
import { stopTracks, type RecorderSession, type SessionOptions } from './recorder-session.js';

/** The microphone could not be opened (denied, missing, busy): the spec's 'Microphone access failed' case. */
export class MicrophoneError extends Error {
  override name = 'MicrophoneError';
}

/** Neither path can record in this browser. */
export class UnsupportedRecordingError extends Error {
  override name = 'UnsupportedRecordingError';
}

/** Opens the microphone and starts the advanced path, or the spec's fallback recorder when that fails. */
export async function startRecording(options: SessionOptions = {}): Promise<RecorderSession> {
  if (!navigator.mediaDevices?.getUserMedia) throw new MicrophoneError('getUserMedia is not available');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia(MIC_CONSTRAINTS);
  } catch (error) {
    throw new MicrophoneError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  try {
    return await startAdvancedRecorder(stream, options);
  } catch (advancedError) {
    console.warn('Advanced recorder unavailable, using the standard recorder', advancedError);
    try {
      return startFallbackRecorder(stream);
    } catch (fallbackError) {
      stopTracks(stream);
      throw new UnsupportedRecordingError(String(fallbackError), { cause: fallbackError });
    }
  }
}
