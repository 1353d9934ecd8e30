import { useCallback, useEffect, useRef, useState } from 'react';
import { VOICE_UI } from '../../../../shared/voice.messages.js';
import type { RecorderSession } from '../lib/recorder-session.js';
import { MicrophoneError, startRecording } from '../lib/start-recording.js';

export type RecorderStatus = 'idle' | 'starting' | 'recording' | 'processing' | 'recorded' | 'error';

export interface Recording {
  blob: Blob;
  /** Whole seconds as measured while recording, 1..maxSeconds. */
  duration: number;
  mimeType: string;
}

export interface RecorderState {
  status: RecorderStatus;
  elapsedMs: number;
  /** 0..1 from the capture worklet; stays 0 on the fallback path. */
  level: number;
  recording: Recording | null;
  error: string | null;
}

const TICK_MS = 200;

/** Whole seconds, at least 1 (a tap still makes a message) and never above the maximum. */
export function wholeSeconds(elapsedMs: number, maxSeconds: number): number {
  return Math.min(maxSeconds, Math.max(1, Math.round(elapsedMs / 1000)));
}

/**
 * The recorder's state machine (spec section 4): idle -> recording -> processing -> recorded, or error.
 * Stops by itself at maxSeconds. `onRecorded` runs as soon as the audio exists, so it can be stored at once.
 */
export function useRecorder({ maxSeconds, onRecorded }: { maxSeconds: number; onRecorded?: (recording: Recording) => void }) {
  const [state, setState] = useState<RecorderState>({ status: 'idle', elapsedMs: 0, level: 0, recording: null, error: null });
  const session = useRef<RecorderSession | null>(null);
  const startedAt = useRef(0);
  const timers = useRef<{ tick?: ReturnType<typeof setInterval>; limit?: ReturnType<typeof setTimeout> }>({});
  const onRecordedRef = useRef(onRecorded);
  onRecordedRef.current = onRecorded;
  const mounted = useRef(true);

  const clearTimers = () => {
    clearInterval(timers.current.tick);
    clearTimeout(timers.current.limit);
    timers.current = {};
  };

  const adopt = useCallback((blob: Blob, duration: number): Recording => ({ blob, duration, mimeType: blob.type }), []);

  const stop = useCallback(async () => {
    const current = session.current;
    if (!current) return;
    session.current = null;
    clearTimers();
    const elapsedMs = Math.min(performance.now() - startedAt.current, maxSeconds * 1000);
    setState((s) => ({ ...s, status: 'processing', level: 0, elapsedMs }));
    try {
      const blob = await current.stop();
      if (!mounted.current) return;
      if (blob.size === 0) throw new Error('The recording is empty');
      const recording = adopt(blob, wholeSeconds(elapsedMs, maxSeconds));
      setState({ status: 'recorded', elapsedMs, level: 0, recording, error: null });
      onRecordedRef.current?.(recording);
    } catch (error) {
      console.error('Recording failed', error);
      if (mounted.current) setState({ status: 'error', elapsedMs: 0, level: 0, recording: null, error: VOICE_UI.micFailed });
    }
  }, [adopt, maxSeconds]);

  const start = useCallback(async () => {
    if (session.current) return;
    setState({ status: 'starting', elapsedMs: 0, level: 0, recording: null, error: null });
    try {
      const started = await startRecording({
        onLevel: (level) => mounted.current && setState((s) => (s.status === 'recording' ? { ...s, level } : s)),
      });
      if (!mounted.current) return started.cancel();
      session.current = started;
      startedAt.current = performance.now();
      setState((s) => ({ ...s, status: 'recording' }));
      timers.current.tick = setInterval(() => {
        setState((s) => (s.status === 'recording' ? { ...s, elapsedMs: performance.now() - startedAt.current } : s));
      }, TICK_MS);
      timers.current.limit = setTimeout(() => void stop(), maxSeconds * 1000);
    } catch (error) {
      console.error('Could not start recording', error);
      const message = error instanceof MicrophoneError ? VOICE_UI.micFailed : VOICE_UI.recordingUnsupported;
      if (mounted.current) setState({ status: 'error', elapsedMs: 0, level: 0, recording: null, error: message });
    }
  }, [maxSeconds, stop]);

  /** Re-record: forget the recording and go back to 'Ready to record'. */
  const reset = useCallback(() => {
    session.current?.cancel();
    session.current = null;
    clearTimers();
    setState({ status: 'idle', elapsedMs: 0, level: 0, recording: null, error: null });
  }, []);

  /** Shows a recording kept from earlier (an unsent message restored from this device). */
  const restore = useCallback(
    (blob: Blob, duration: number) => {
      const recording = adopt(blob, duration);
      setState({ status: 'recorded', elapsedMs: duration * 1000, level: 0, recording, error: null });
      return recording;
    },
    [adopt],
  );

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

  return { ...state, previewUrl, start, stop, reset, restore };
}
