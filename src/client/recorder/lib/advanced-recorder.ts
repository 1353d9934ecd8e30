import { buildProcessingChain } from './processing-chain.js';
import { CHUNK_INTERVAL_MS, SPEECH_BITS_PER_SECOND, pickMimeType } from './recording-formats.js';
import { startMediaRecorder, stopTracks, watchTracks, type RecorderSession, type SessionOptions } from './recorder-session.js';
import { encodeWav } from './wav-encoder.js';

type WorkletMessage = { type: 'level'; rms: number; peak: number } | { type: 'pcm'; samples: Float32Array } | { type: 'stopped' };

/**
 * The advanced path: the processing chain, the worklet's level meter, and the processed stream encoded compactly by
 * MediaRecorder; only a browser whose MediaRecorder cannot record gets the worklet's PCM encoded as WAV in a worker.
 * Throws when any part of it is missing, so the caller can fall back; `signal` gives it up (an engine that never
 * starts), releasing the audio context.
 */
export async function startAdvancedRecorder(stream: MediaStream, options: SessionOptions = {}, signal?: AbortSignal): Promise<RecorderSession> {
  if (typeof AudioContext === 'undefined' || typeof AudioWorkletNode === 'undefined') {
    throw new Error('AudioWorklet is not available');
  }
  const mimeType = pickMimeType();
  const chain = await buildProcessingChain(stream, mimeType === null, signal);
  const pcm: Float32Array[] = [];
  let onStopped: (() => void) | null = null;
  chain.capture.port.onmessage = (event: MessageEvent<WorkletMessage>) => {
    const msg = event.data;
    // Speech RMS rarely passes 0.3 after the chain; scale so a normal voice fills most of the meter.
    if (msg.type === 'level') options.onLevel?.(Math.min(1, Math.max(msg.rms * 3, msg.peak * 0.8)));
    else if (msg.type === 'pcm') pcm.push(msg.samples);
    else if (msg.type === 'stopped') onStopped?.();
  };
  // A phone call or Siri takes the audio engine (Safari's 'interrupted'); the recording keeps what it has.
  const onStateChange = () => {
    if ((chain.context.state as string) === 'interrupted' || chain.context.state === 'closed') options.onInterrupted?.('engine-interrupted');
  };
  chain.context.addEventListener('statechange', onStateChange);
  const unwatch = watchTracks(stream, () => options.onInterrupted?.('track-ended'));

  const release = () => {
    unwatch();
    chain.context.removeEventListener('statechange', onStateChange);
    chain.capture.port.onmessage = null;
    chain.close();
    stopTracks(stream);
  };

  if (mimeType !== null) {
    let recorder: ReturnType<typeof startMediaRecorder>;
    try {
      recorder = startMediaRecorder(chain.output, mimeType, SPEECH_BITS_PER_SECOND, CHUNK_INTERVAL_MS, options);
    } catch (error) {
      unwatch();
      chain.close();
      throw error;
    }
    return {
      path: 'advanced',
      get mimeType() {
        return recorder.mimeType;
      },
      async stop() {
        try {
          return await recorder.stop();
        } finally {
          release();
        }
      },
      cancel() {
        recorder.cancel();
        release();
      },
    };
  }

  const sampleRate = chain.context.sampleRate;
  return {
    path: 'advanced',
    mimeType: 'audio/wav',
    async stop() {
      // The worklet flushes its partial chunk before it confirms, so the last fraction of a second is kept.
      await new Promise<void>((resolve) => {
        onStopped = resolve;
        chain.capture.port.postMessage({ type: 'stop' });
        setTimeout(resolve, 500);
      });
      release();
      return encodeWav(pcm.splice(0), sampleRate);
    },
    cancel() {
      pcm.length = 0;
      release();
    },
  };
}
