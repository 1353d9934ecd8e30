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

export interface SessionOptions {
  /** 0..1, about 20 times a second, while recording (advanced path only). */
  onLevel?: (level: number) => void;
}

export function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/** Records `stream` with MediaRecorder and resolves the whole recording once stopped. */
export function startMediaRecorder(stream: MediaStream, mimeType: string, bitsPerSecond: number, timeslice: number) {
  const recorder = new MediaRecorder(stream, { ...(mimeType ? { mimeType } : {}), audioBitsPerSecond: bitsPerSecond });
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  const stopped = new Promise<Blob>((resolve, reject) => {
    recorder.addEventListener('stop', () => resolve(new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' })));
    recorder.addEventListener('error', (event) => reject((event as ErrorEvent).error ?? new Error('MediaRecorder failed')));
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
