import type { VoiceMessage } from '../../../../shared/voice.types.js';
import { errorStatus, serverCode } from '../../../lib/api-client.js';
import { retryWithBackoff, type RetryInfo } from '../../../lib/retry-with-backoff.js';
import { uploadVoiceRecording } from '../../../recording-upload/upload-voice-recording.js';
import type { UploadTask } from '../../../recording-upload/upload-task.js';
import { sendVoiceMessage } from '../api/send-voice-message.js';
import { forgetUnsent, isStillUnsent, updateUnsent, type GuestDetails } from './unsent-messages.js';

export interface Delivery {
  /** The copy kept in IndexedDB, or null where the browser would not store it. */
  localId: string | null;
  creatorProfileId: string;
  blob: Blob;
  duration: number;
  details: GuestDetails;
  /** The recorder's running upload, when the recording was just made. */
  upload?: UploadTask;
  /** A stored upload remembered from an earlier try. */
  audioPath?: string;
  /** The prompt question on screen while it was recorded (docs/decisions/051). */
  prompt?: string | null;
  /** The language of the guest's page (docs/decisions/055): the host's reply mail will be written in it. */
  language?: string;
  /** The guest's photo, already uploaded (docs/decisions/082). */
  photoPath?: string;
}

export type DeliveryResult = { status: 'sent'; message: VoiceMessage } | { status: 'already-sent' };

const inflight = new Map<string, Promise<DeliveryResult>>();
const inflightListeners = new Set<() => void>();
let inflightSnapshot: ReadonlySet<string> = new Set();

function inflightChanged() {
  inflightSnapshot = new Set(inflight.keys());
  for (const l of inflightListeners) l();
}

/** Kept recordings being sent right now in this tab (the unsent banner leaves them out). For useSyncExternalStore. */
export const inflightDeliveries = {
  subscribe(listener: () => void) {
    inflightListeners.add(listener);
    return () => inflightListeners.delete(listener);
  },
  get: (): ReadonlySet<string> => inflightSnapshot,
};

/**
 * Uploads (unless already uploaded) and sends a guest's message, retrying transient failures with backoff, and
 * forgets the kept copy only once the server has answered 201. Refusals (4xx) reject with the server's error.
 */
export function deliverMessage(delivery: Delivery, onRetry?: (info: RetryInfo) => void): Promise<DeliveryResult> {
  const key = delivery.localId;
  if (key && inflight.has(key)) return inflight.get(key)!;
  const run = withLock(key, () => deliverOnce(delivery, onRetry));
  if (key) {
    inflight.set(key, run);
    inflightChanged();
    void run
      .finally(() => {
        inflight.delete(key);
        inflightChanged();
      })
      .catch(() => undefined);
  }
  return run;
}

/** Two tabs of the same page must not both send one recording (the Web Locks API where the browser has it). */
function withLock<T>(key: string | null, fn: () => Promise<T>): Promise<T> {
  if (!key || typeof navigator === 'undefined' || !navigator.locks) return fn();
  return navigator.locks.request(`voxbook-unsent-${key}`, fn) as Promise<T>;
}

function isStaleUpload(error: unknown): boolean {
  return errorStatus(error) === 400 && serverCode(error) === 'audio_path_invalid';
}

async function deliverOnce(d: Delivery, onRetry?: (info: RetryInfo) => void): Promise<DeliveryResult> {
  const localId = d.localId;
  // The device's bookkeeping never holds up the network: it runs in turn beside the calls (unsent-messages.ts).
  const remember = (patch: Parameters<typeof updateUnsent>[1]) => {
    if (localId) void updateUnsent(localId, patch).catch(() => undefined);
  };
  if (localId) {
    if (!(await isStillUnsent(localId).catch(() => true))) return { status: 'already-sent' };
    remember({ details: d.details });
  }

  const upload = async (): Promise<string> => {
    const path = d.upload
      ? (await d.upload.settle()).path
      : (await retryWithBackoff(() => uploadVoiceRecording(d.blob, 'voice'), { onRetry })).path;
    remember({ audioPath: path });
    return path;
  };

  // A try whose answer never arrived may have been stored: sent again, the server answers with the stored message.
  const post = (audioPath: string) =>
    retryWithBackoff(() => sendVoiceMessage({ creatorProfileId: d.creatorProfileId, ...d.details, audioPath, duration: d.duration, ...(d.prompt ? { prompt: d.prompt } : {}), ...(d.language ? { language: d.language } : {}), ...(d.photoPath ? { photoPath: d.photoPath } : {}) }), { onRetry });

  let message: VoiceMessage;
  try {
    message = await post(d.audioPath ?? (await upload()));
  } catch (error) {
    if (!isStaleUpload(error)) throw error;
    // An upload remembered from long ago was swept (after an hour unsent): upload the kept bytes again, once.
    d = { ...d, upload: undefined, audioPath: undefined };
    message = await post(await upload());
  }
  // The guest hears 'Message sent!' as soon as the server has it; the device forgets its copy meanwhile. Should the
  // page close before that is done, the copy is offered again, and sending it again only gets the stored message back.
  if (localId) void forgetUnsent(localId);
  return { status: 'sent', message };
}
