import { createIdbStore } from '../../../lib/idb-store.js';
import { recoverInterruptedTakes } from './interrupted-takes.js';

export interface GuestDetails {
  senderName?: string;
  senderEmail: string;
  subscribeToNewsletter: boolean;
  /** The party screen's consent box (docs/decisions/081); absent in messages kept before it existed. */
  showNameOnPartyScreen?: boolean;
}

/**
 * A guest's recording kept on this device from the moment recording stops until the server has answered 201,
 * so a closed tab, a crash or a dead venue network never loses it.
 */
export interface UnsentMessage {
  id: string;
  creatorProfileId: string;
  username: string;
  /** Bytes rather than a Blob: older Safari versions could not store Blobs in IndexedDB. */
  audio: ArrayBuffer;
  mimeType: string;
  duration: number;
  createdAt: number;
  /** Filled in once the guest pressed Send; null while they are still on the record step. */
  details: GuestDetails | null;
  /** The stored upload, once known, so a retry does not upload again. */
  audioPath?: string;
  /** Recovered from a take a closed tab or a crash cut off (interrupted-takes.ts). */
  partial?: boolean;
  /** The host's prompt question that was on screen while this was recorded (docs/decisions/051); sent with the message. */
  prompt?: string | null;
}

const store = createIdbStore<UnsentMessage>('voxbook-recordings', 'unsent-messages');

function localId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Keeps a fresh recording; resolves with its id (the take's, when it was recorded here, so that it replaces the take's
 * pieces). Failing storage (private mode) must not stop the guest.
 */
export async function keepRecording(input: {
  creatorProfileId: string;
  username: string;
  blob: Blob;
  duration: number;
  id?: string;
  partial?: boolean;
  prompt?: string | null;
}): Promise<string | null> {
  const id = input.id ?? localId();
  try {
    await store.put({
      id,
      creatorProfileId: input.creatorProfileId,
      username: input.username,
      audio: await input.blob.arrayBuffer(),
      mimeType: input.blob.type,
      duration: input.duration,
      createdAt: Date.now(),
      details: null,
      ...(input.partial ? { partial: true } : {}),
      ...(input.prompt ? { prompt: input.prompt } : {}),
    });
    return id;
  } catch (error) {
    console.warn('Could not keep the recording on this device', error);
    return null;
  }
}

/**
 * Changes to one kept recording run one after another: a send no longer waits for them, and an update that read the
 * record before a delete must not write it back afterwards.
 */
const queues = new Map<string, Promise<unknown>>();
function inTurn<T>(id: string, change: () => Promise<T>): Promise<T> {
  const next = (queues.get(id) ?? Promise.resolve()).catch(() => undefined).then(change);
  queues.set(id, next);
  void next.finally(() => queues.get(id) === next && queues.delete(id)).catch(() => undefined);
  return next;
}

/** Sent recordings whose deletion is queued: an update still waiting its turn is moot, and rewriting the bytes is slow. */
const sent = new Set<string>();

export function updateUnsent(id: string, patch: Partial<Pick<UnsentMessage, 'details' | 'audioPath'>>): Promise<void> {
  return inTurn(id, async () => {
    if (sent.has(id)) return;
    const current = await store.get(id);
    if (current) await store.put({ ...current, ...patch });
  });
}

/** Whether this device still holds the recording (another tab may have sent it). */
export function isStillUnsent(id: string): Promise<boolean> {
  return store.has(id);
}

export function forgetUnsent(id: string): Promise<void> {
  sent.add(id);
  return inTurn(id, () => store.delete(id))
    .catch((error: unknown) => console.warn('Could not remove a sent recording', error))
    .finally(() => sent.delete(id));
}

/**
 * This profile's unsent recordings, oldest first; none when storage is unavailable. Takes that a closed tab or a crash
 * cut off mid-recording are recovered into unsent recordings first.
 */
export async function listUnsentFor(creatorProfileId: string): Promise<UnsentMessage[]> {
  try {
    await recoverInterruptedTakes(creatorProfileId, async (take) => {
      // Finished here after all (the whole recording is kept under the take's id): only its pieces were left.
      if (await store.get(take.id)) return true;
      return (await keepRecording({ ...take, partial: true })) !== null;
    }).catch((error: unknown) => console.warn('Could not recover an interrupted recording', error));
    const all = await store.getAll();
    // One being forgotten was sent: it is no longer offered, even before its deletion has committed.
    return all.filter((m) => m.creatorProfileId === creatorProfileId && !sent.has(m.id)).sort((a, b) => a.createdAt - b.createdAt);
  } catch {
    return [];
  }
}

export function blobOf(message: UnsentMessage): Blob {
  return new Blob([message.audio], { type: message.mimeType });
}
