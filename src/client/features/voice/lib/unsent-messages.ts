import { createIdbStore } from '../../../lib/idb-store.js';

export interface GuestDetails {
  senderName?: string;
  senderEmail: string;
  subscribeToNewsletter: boolean;
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
}

const store = createIdbStore<UnsentMessage>('voxbook-recordings', 'unsent-messages');

function localId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Keeps a fresh recording; resolves with its id. Failing storage (private mode) must not stop the guest. */
export async function keepRecording(input: { creatorProfileId: string; username: string; blob: Blob; duration: number }): Promise<string | null> {
  const id = localId();
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
    });
    return id;
  } catch (error) {
    console.warn('Could not keep the recording on this device', error);
    return null;
  }
}

export async function updateUnsent(id: string, patch: Partial<Pick<UnsentMessage, 'details' | 'audioPath'>>): Promise<void> {
  const current = await store.get(id);
  if (current) await store.put({ ...current, ...patch });
}

export function getUnsent(id: string): Promise<UnsentMessage | undefined> {
  return store.get(id);
}

export async function forgetUnsent(id: string): Promise<void> {
  await store.delete(id).catch((error: unknown) => console.warn('Could not remove a sent recording', error));
}

/** This profile's unsent recordings, oldest first; none when storage is unavailable. */
export async function listUnsentFor(creatorProfileId: string): Promise<UnsentMessage[]> {
  try {
    const all = await store.getAll();
    return all.filter((m) => m.creatorProfileId === creatorProfileId).sort((a, b) => a.createdAt - b.createdAt);
  } catch {
    return [];
  }
}

export function blobOf(message: UnsentMessage): Blob {
  return new Blob([message.audio], { type: message.mimeType });
}
