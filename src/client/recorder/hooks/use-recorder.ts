import { useCallback, useEffect, useRef, useState } from 'react';
import { withDuration } from '../lib/fix-duration.js';
import { MicrophoneError, type MicProblem } from '../lib/microphone.js';
import type { InterruptionReason, RecorderSession } from '../lib/recorder-session.js';
import { startRecording } from '../lib/start-recording.js';

export type RecorderStatus = 'idle' | 'starting' | 'recording' | 'processing' | 'recorded' | 'error';

export interface Recording {
  blob: Blob;
  /** Whole seconds as measured while recording (or read from a chosen file), 1..maxSeconds. */
  duration: number;
  mimeType: string;
}

/** Why there is no recording: a microphone problem, a browser that cannot record, or a capture that came out empty. */
export type RecorderProblem = MicProblem | 'cannot-record' | 'empty';

export interface RecorderState {
  status: RecorderStatus;
  elapsedMs: number;
  /** 0..1 from the capture worklet; stays 0 on the fallback path. */
  level: number;
  /** 3, 2, 1 while the guest gets ready (the capture already runs), then 0. */
  countdown: number;
  recording: Recording | null;
  problem: RecorderProblem | null;
  /** The capture stopped on its own (microphone gone, page hidden, a call): what came before it is kept. */
  interrupted: boolean;
}

const TICK_MS = 200;
/** A short countdown over the first moments of the capture: the first words are said after it, never clipped. */
export const COUNTDOWN_FROM = 3;
export const COUNTDOWN_STEP_MS = 500;

/** Whole seconds, at least 1 (a tap still makes a message) and never above the maximum. */
export function wholeSeconds(elapsedMs: number, maxSeconds: number): number {
  return Math.min(maxSeconds, Math.max(1, Math.round(elapsedMs / 1000)));
}

const IDLE: RecorderState = { status: 'idle', elapsedMs: 0, level: 0, countdown: 0, recording: null, problem: null, interrupted: false };

export interface UseRecorderOptions {
  maxSeconds: number;
  /** Runs as soon as the audio exists, so it can be kept at once. */
  onRecorded?: (recording: Recording) => void;
  /** The capture began, in this encoding: pieces of it follow through onChunk. */
  onCaptureStart?: (mimeType: string) => void;
  /** A piece of the encoding, about every second while recording. */
  onChunk?: (chunk: Blob) => void;
}

/**
 * The recorder's state machine (docs/product-spec.md, section 4): idle -> recording -> processing -> recorded, or
 * error. Stops by itself at maxSeconds, when the capture is interrupted, and when the page goes to the background; in
 * each case the audio captured so far becomes the recording. Leaving the page while recording asks for confirmation
 * first.
 */
export function useRecorder({ maxSeconds, onRecorded, onCaptureStart, onChunk }: UseRecorderOptions) {
  const [state, setState] = useState<RecorderState>(IDLE);
  const session = useRef<RecorderSession | null>(null);
  const startedAt = useRef(0);
  const timers = useRef<{ tick?: ReturnType<typeof setInterval>; limit?: ReturnType<typeof setTimeout> }>({});
  const callbacks = useRef({ onRecorded, onCaptureStart, onChunk });
  callbacks.current = { onRecorded, onCaptureStart, onChunk };
  const mounted = useRef(true);
  const starting = useRef(false);

  const clearTimers = () => {
    clearInterval(timers.current.tick);
    clearTimeout(timers.current.limit);
    timers.current = {};
  };

  const stop = useCallback(
    async (interruption?: InterruptionReason | 'hidden') => {
      const current = session.current;
      if (!current) return;
      session.current = null;
      clearTimers();
      const elapsedMs = Math.min(performance.now() - startedAt.current, maxSeconds * 1000);
      setState((s) => ({ ...s, status: 'processing', level: 0, countdown: 0, elapsedMs, interrupted: Boolean(interruption) }));
      try {
        const blob = await withDuration(await current.stop(), elapsedMs);
        if (!mounted.current) return;
        if (blob.size === 0) throw new Error('The recording is empty');
        const recording: Recording = { blob, duration: wholeSeconds(elapsedMs, maxSeconds), mimeType: blob.type };
        setState({ ...IDLE, status: 'recorded', elapsedMs, recording, interrupted: Boolean(interruption) });
        callbacks.current.onRecorded?.(recording);
      } catch (error) {
        console.error('Recording failed', error);
        if (mounted.current) setState({ ...IDLE, status: 'error', problem: 'empty' });
      }
    },
    [maxSeconds],
  );

  const start = useCallback(async () => {
    if (session.current || starting.current) return;
    starting.current = true;
    setState({ ...IDLE, status: 'starting' });
    try {
      const started = await startRecording({
        onLevel: (level) => mounted.current && setState((s) => (s.status === 'recording' ? { ...s, level } : s)),
        onChunk: (chunk) => callbacks.current.onChunk?.(chunk),
        onInterrupted: (reason) => void stop(reason),
      });
      if (!mounted.current) return started.cancel();
      session.current = started;
      startedAt.current = performance.now();
      callbacks.current.onCaptureStart?.(started.mimeType);
      setState({ ...IDLE, status: 'recording', countdown: COUNTDOWN_FROM });
      timers.current.tick = setInterval(() => {
        setState((s) => {
          if (s.status !== 'recording') return s;
          const elapsedMs = performance.now() - startedAt.current;
          return { ...s, elapsedMs, countdown: Math.max(0, COUNTDOWN_FROM - Math.floor(elapsedMs / COUNTDOWN_STEP_MS)) };
        });
      }, TICK_MS / 2);
      timers.current.limit = setTimeout(() => void stop(), maxSeconds * 1000);
    } catch (error) {
      console.error('Could not start recording', error);
      const problem: RecorderProblem = error instanceof MicrophoneError ? error.problem : 'cannot-record';
      if (mounted.current) setState({ ...IDLE, status: 'error', problem });
    } finally {
      starting.current = false;
    }
  }, [maxSeconds, stop]);

  /** Re-record: forget the recording and go back to 'Ready to record'. */
  const reset = useCallback(() => {
    session.current?.cancel();
    session.current = null;
    clearTimers();
    setState(IDLE);
  }, []);

  /** Shows a recording that did not come from this capture: one kept on this device, or a file from the phone's recorder. */
  const adopt = useCallback((blob: Blob, duration: number): Recording => {
    const recording: Recording = { blob, duration, mimeType: blob.type };
    setState({ ...IDLE, status: 'recorded', elapsedMs: duration * 1000, recording });
    return recording;
  }, []);

  const recording = state.status === 'recording';
  useEffect(() => {
    if (!recording) return;
    // The page going to the background (another app, the screen locking, a call on iOS) ends the take cleanly: a
    // suspended page would otherwise record nothing, or lose everything when the system discards it.
    const onHidden = () => document.visibilityState === 'hidden' && void stop('hidden');
    // Leaving mid-take asks first; whatever was said is kept on the device either way (onChunk).
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onHidden);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onHidden);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [recording, stop]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      session.current?.cancel();
      session.current = null;
      clearTimers();
    };
  }, []);

  // The preview's object URL follows the blob; an effect (not a ref) so StrictMode's remount gets a fresh one.
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const blob = state.recording?.blob ?? null;
  useEffect(() => {
    if (!blob) return setPreviewUrl(null);
    const url = URL.createObjectURL(blob);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [blob]);

  return { ...state, previewUrl, start, stop: () => stop(), reset, adopt };
}
