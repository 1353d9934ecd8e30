import { retryWithBackoff } from '../lib/retry-with-backoff.js';
import type { VoiceUploadPurpose } from '../../shared/voice.schemas.js';
import { type UploadedRecording, uploadVoiceRecording } from './upload-voice-recording.js';

export type UploadState =
  /** progress: 0..1 of the bytes sent, while the browser reports it. */
  | { status: 'uploading'; progress: number }
  | { status: 'waiting'; offline: boolean; attempt: number }
  | { status: 'done'; result: UploadedRecording }
  | { status: 'failed'; error: unknown };

/**
 * One recording's upload, shared by the recorder's display and whoever sends the message: it retries transient
 * failures with backoff on its own and can be restarted after a final failure or cancelled on re-record.
 */
export class UploadTask {
  state: UploadState = { status: 'uploading', progress: 0 };
  private listeners = new Set<() => void>();
  private controller = new AbortController();
  private current!: Promise<UploadedRecording>;

  constructor(
    readonly blob: Blob,
    readonly purpose: VoiceUploadPurpose,
  ) {
    this.run();
  }

  /** Resolves with the stored file, or rejects with the final failure (a 4xx, or cancel). */
  get result(): Promise<UploadedRecording> {
    return this.current;
  }

  /** The stored file; a task that failed for good gets one more round of tries first (the user pressed Send again). */
  settle(): Promise<UploadedRecording> {
    this.retry();
    return this.current;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): UploadState => this.state;

  /** After a final failure: one more round of tries. */
  retry(): void {
    if (this.state.status === 'failed') this.run();
  }

  cancel(): void {
    this.controller.abort();
  }

  private set(state: UploadState) {
    this.state = state;
    for (const l of this.listeners) l();
  }

  private run() {
    this.set({ status: 'uploading', progress: 0 });
    // Reported at most every 5 %, so a fast upload does not re-render the recorder for every packet.
    const onProgress = (fraction: number) => {
      const s = this.state;
      if (s.status === 'uploading' && (fraction - s.progress >= 0.05 || fraction === 1)) this.set({ status: 'uploading', progress: fraction });
    };
    this.current = retryWithBackoff((attempt) => {
      if (attempt > 1) this.set({ status: 'uploading', progress: 0 });
      return uploadVoiceRecording(this.blob, this.purpose, { signal: this.controller.signal, onProgress });
    }, {
      signal: this.controller.signal,
      onRetry: ({ attempt, offline }) => this.set({ status: 'waiting', offline, attempt }),
    }).then(
      (result) => {
        this.set({ status: 'done', result });
        return result;
      },
      (error: unknown) => {
        this.set({ status: 'failed', error });
        throw error;
      },
    );
    // Callers that never await the result must not see an unhandled rejection.
    this.current.catch(() => undefined);
  }
}
