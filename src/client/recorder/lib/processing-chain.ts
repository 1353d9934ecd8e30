import { SAMPLE_RATE } from './recording-formats.js';

export const CAPTURE_PROCESSOR_URL = '/recorder/audio-capture-processor.js';

export interface ProcessingChain {
  context: AudioContext;
  /** The processed signal as a stream, for MediaRecorder. */
  output: MediaStream;
  /** The worklet that meters the level and, when asked, captures PCM. */
  capture: AudioWorkletNode;
  close(): void;
}

let warm: { context: AudioContext; ready: Promise<void> } | null = null;

/**
 * Starts the audio engine and loads the capture worklet ahead of the first take (the record modal calls it as it
 * opens), so a tap on Record waits only for the microphone: on a slow phone the two cost about as much again.
 */
export function warmUpAudioEngine(): void {
  if (warm || typeof AudioContext === 'undefined' || typeof AudioWorkletNode === 'undefined') return;
  try {
    const context = new AudioContext({ sampleRate: SAMPLE_RATE, latencyHint: 'interactive' });
    warm = { context, ready: context.audioWorklet.addModule(CAPTURE_PROCESSOR_URL) };
    warm.ready.catch(() => coolDownAudioEngine());
  } catch {
    warm = null;
  }
}

/** Releases an engine warmed for a take that never came (the modal closed). */
export function coolDownAudioEngine(): void {
  void warm?.context.close().catch(() => undefined);
  warm = null;
}

/** The warmed engine, once (a take owns its context and closes it), or a new one with the worklet still to load. */
function takeEngine(): { context: AudioContext; ready: Promise<void> | null } {
  const taken = warm;
  warm = null;
  if (taken && taken.context.state !== 'closed') return taken;
  return { context: new AudioContext({ sampleRate: SAMPLE_RATE, latencyHint: 'interactive' }), ready: null };
}

/**
 * docs/product-spec.md, section 9: mono 48 kHz, high-pass at 100 Hz (rumble, handling noise), gain 2.5 (phones sit at
 * arm's length in a noisy room), then a compressor that evens out speech and a limiter that keeps the boosted peaks
 * from clipping.
 */
export async function buildProcessingChain(stream: MediaStream, captureRawPcm: boolean, signal?: AbortSignal): Promise<ProcessingChain> {
  const { context, ready } = takeEngine();
  // Given up on (its engine never started): the context is released whenever it gets this far.
  signal?.addEventListener('abort', () => void context.close().catch(() => undefined), { once: true });
  try {
    if (context.state === 'suspended') await context.resume();
    await (ready ?? context.audioWorklet.addModule(CAPTURE_PROCESSOR_URL));
    const mono = { channelCount: 1, channelCountMode: 'explicit', channelInterpretation: 'speakers' } as const;
    const source = new MediaStreamAudioSourceNode(context, { mediaStream: stream });
    const highpass = new BiquadFilterNode(context, { type: 'highpass', frequency: 100, Q: Math.SQRT1_2, ...mono });
    const gain = new GainNode(context, { gain: 2.5, ...mono });
    const compressor = new DynamicsCompressorNode(context, { threshold: -24, knee: 12, ratio: 4, attack: 0.003, release: 0.25 });
    const limiter = new DynamicsCompressorNode(context, { threshold: -3, knee: 0, ratio: 20, attack: 0.001, release: 0.1 });
    const destination = new MediaStreamAudioDestinationNode(context, mono);
    const capture = new AudioWorkletNode(context, 'audio-capture-processor', {
      numberOfInputs: 1,
      numberOfOutputs: 1,
      outputChannelCount: [1],
      ...mono,
      processorOptions: { capture: captureRawPcm },
    });
    // A silent sink keeps the worklet in the rendered graph on every engine without playing the voice back.
    const silent = new GainNode(context, { gain: 0 });
    if (signal?.aborted) throw signal.reason ?? new Error('aborted');
    source.connect(highpass).connect(gain).connect(compressor).connect(limiter);
    limiter.connect(destination);
    limiter.connect(capture).connect(silent).connect(context.destination);
    return {
      context,
      output: destination.stream,
      capture,
      close: () => {
        source.disconnect();
        void context.close().catch(() => undefined);
      },
    };
  } catch (error) {
    void context.close().catch(() => undefined);
    throw error;
  }
}
