/** One running capture, whichever path made it. */
export interface RecorderSession {
  readonly path: 'advanced' | 'fallback';
  /** The encoding actually used ('audio/wav' on the last-resort path). */
  readonly mimeType: string;
  /** Finishes the capture and returns the encoded audio; releases the microphone. */
  stop(): Promise<Blob>;
  /** Drops the capture and releases the microphone. */
  cancel(): void;
}

/** Why a capture stopped on its own: the microphone went away, the audio engine was taken, the recorder failed. */
export type InterruptionReason = 'track-ended' | 'engine-interrupted' | 'recorder-error';

export interface SessionOptions {
  /** 0..1, about 20 times a second, while recording (advanced path only). */
  onLevel?: (level: number) => void;
  /**
   * Each piece of the encoding as MediaRecorder hands it over (every second): kept on the device while recording,
   * so a closed tab loses at most a second. The pieces, joined, are a playable file.
   */
  onChunk?: (chunk: Blob) => void;
  /** The capture cannot go on; the owner stops it, which keeps everything captured so far. */
  onInterrupted?: (reason: InterruptionReason) => void;
}

export function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * Calls back once when the microphone's track ends (unplugged, permission revoked, the OS gave it to a call). On the
 * advanced path the recorder records the processing chain's output, which would go on as digital silence.
 */
export function watchTracks(stream: MediaStream, onEnded: () => void): () => void {
  let fired = false;
  const handler = () => {
    if (fired) return;
    fired = true;
    onEnded();
  };
  const tracks = stream.getAudioTracks();
  for (const t of tracks) t.addEventListener('ended', handler);
  return () => {
    for (const t of tracks) t.removeEventListener('ended', handler);
  };
}

/** Records `stream` with MediaRecorder and resolves the whole recording once stopped. */
export function startMediaRecorder(stream: MediaStream, mimeType: string, bitsPerSecond: number, timeslice: number, options: SessionOptions = {}) {
  const recorder = new MediaRecorder(stream, { ...(mimeType ? { mimeType } : {}), audioBitsPerSecond: bitsPerSecond });
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size === 0) return;
    chunks.push(event.data);
    options.onChunk?.(event.data);
  });
  const stopped = new Promise<Blob>((resolve, reject) => {
    recorder.addEventListener('stop', () => resolve(new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' })));
    recorder.addEventListener('error', (event) => {
      options.onInterrupted?.('recorder-error');
      // What was captured before the error is still a recording.
      if (chunks.length > 0) resolve(new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' }));
      else reject((event as ErrorEvent).error ?? new Error('MediaRecorder failed'));
    });
  });
  recorder.start(timeslice);
  return {
    get mimeType() {
      return recorder.mimeType || mimeType;
    },
    stop(): Promise<Blob> {
      if (recorder.state !== 'inactive') recorder.stop();
      return stopped;
    },
    cancel(): void {
      stopped.catch(() => undefined);
      if (recorder.state !== 'inactive') recorder.stop();
    },
  };
}
