import { startAdvancedRecorder } from './advanced-recorder.js';
import { startFallbackRecorder } from './fallback-recorder.js';
import { openMicrophone } from './microphone.js';
import { stopTracks, type RecorderSession, type SessionOptions } from './recorder-session.js';

export { MicrophoneError, type MicProblem } from './microphone.js';

/** Neither path can record in this browser: the guest is offered their phone's own recorder instead. */
export class UnsupportedRecordingError extends Error {
  override name = 'UnsupportedRecordingError';
}

/**
 * How long the advanced path's audio engine may take to start. Seen to hang for ever (Firefox on a machine without
 * audio output: AudioContext.resume() never settles), so after this the plain recorder takes over.
 */
export const ENGINE_START_TIMEOUT_MS = 3000;

/** The same callbacks, silenced once `live()` is false: an abandoned attempt must not reach the recording that replaced it. */
function gated(options: SessionOptions, live: () => boolean): SessionOptions {
  return {
    onLevel: (level) => live() && options.onLevel?.(level),
    onChunk: (chunk) => live() && options.onChunk?.(chunk),
    onInterrupted: (reason) => live() && options.onInterrupted?.(reason),
  };
}

/**
 * Opens the microphone and starts the advanced path, or the fallback recorder (docs/product-spec.md, section 8) when
 * that fails or its engine does not start in time. Throws a MicrophoneError (which problem) or an
 * UnsupportedRecordingError.
 */
export async function startRecording(options: SessionOptions = {}, engineTimeoutMs = ENGINE_START_TIMEOUT_MS): Promise<RecorderSession> {
  const stream = await openMicrophone();
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const advanced = startAdvancedRecorder(stream, gated(options, () => !controller.signal.aborted), controller.signal);
  try {
    return await Promise.race([
      advanced,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the audio engine did not start within ${engineTimeoutMs} ms`)), engineTimeoutMs);
      }),
    ]);
  } catch (advancedError) {
    controller.abort(advancedError);
    // Should the abandoned path still start, it is released at once.
    advanced.then((late) => late.cancel(), () => undefined);
    console.warn('Advanced recorder unavailable, using the standard recorder', advancedError);
    // The fallback records a track of its own: the abandoned path's release stops the first one.
    const own = stream.clone();
    stopTracks(stream);
    try {
      return startFallbackRecorder(own, options);
    } catch (fallbackError) {
      stopTracks(own);
      throw new UnsupportedRecordingError(String(fallbackError), { cause: fallbackError });
    }
  } finally {
    clearTimeout(timer);
  }
}
