import { createIdbStore } from '../../../lib/idb-store.js';

/**
 * A piece of a take being recorded, kept on the device as MediaRecorder hands it over (about every second), so a tab
 * closed or crashed mid-recording loses at most a second. Each piece carries what its take needs to become an unsent
 * message on the next visit (recoverInterruptedTakes).
 */
interface TakeChunk {
  /** `${takeId}:${seq}`, seq zero-padded so the store lists a take's pieces in order. */
  id: string;
  takeId: string;
  seq: number;
  creatorProfileId: string;
  username: string;
  mimeType: string;
  data: ArrayBuffer;
  /** When it was written: a take whose last piece is older than STALE_MS is no longer being recorded anywhere. */
  at: number;
  /** The host's prompt question on screen while it was recorded (docs/decisions/051). */
  prompt?: string | null;
}

const store = createIdbStore<TakeChunk>('voxbook-takes', 'chunks');
/** A live take writes a piece every second: one silent for longer belongs to a closed tab. */
const STALE_MS = 4000;
/** Takes this tab is recording right now: never recovered from under it. */
const active = new Set<string>();

export interface Take {
  id: string;
  /** Keeps a piece; failures are logged, never thrown (private mode, a full disk: the take itself goes on). */
  keep(chunk: Blob): void;
  /** The take ended here and its whole recording is kept elsewhere: its pieces go. */
  finish(): Promise<void>;
  /** The take was cut off here (the modal closed mid-take): its pieces stay, to be recovered like a closed tab's. */
  abandon(): void;
}

function newTakeId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function beginTake(target: { creatorProfileId: string; username: string; prompt?: string | null }, mimeType: string): Take {
  const id = newTakeId();
  active.add(id);
  let seq = 0;
  const writes: Promise<unknown>[] = [];
  return {
    id,
    keep(chunk) {
      const n = seq++;
      const write = chunk
        .arrayBuffer()
        .then((data) =>
          store.put({ id: `${id}:${String(n).padStart(6, '0')}`, takeId: id, seq: n, ...target, mimeType, data, at: Date.now() }),
        )
        .catch((error: unknown) => console.warn('Could not keep a piece of the recording on this device', error));
      writes.push(write);
    },
    async finish() {
      await Promise.all(writes);
      active.delete(id);
      await deleteTake(id).catch(() => undefined);
    },
    abandon() {
      active.delete(id);
    },
  };
}

async function deleteTake(takeId: string): Promise<void> {
  const all = await store.getAll();
  await Promise.all(all.filter((c) => c.takeId === takeId).map((c) => store.delete(c.id)));
}

export interface InterruptedTake {
  id: string;
  creatorProfileId: string;
  username: string;
  blob: Blob;
  /** Whole seconds, from the number of one-second pieces. */
  duration: number;
  prompt?: string | null;
}

/**
 * The takes of this profile that a closed tab or a crash cut off, joined back into one file each (MediaRecorder's pieces
 * make a playable file when joined in order). `adopt` keeps each as an unsent message; only then are its pieces deleted.
 */
export async function recoverInterruptedTakes(
  creatorProfileId: string,
  adopt: (take: InterruptedTake) => Promise<boolean>,
  now = Date.now(),
): Promise<void> {
  const chunks = (await store.getAll()).filter((c) => c.creatorProfileId === creatorProfileId && !active.has(c.takeId));
  const takes = new Map<string, TakeChunk[]>();
  for (const c of chunks) takes.set(c.takeId, [...(takes.get(c.takeId) ?? []), c]);
  for (const [takeId, pieces] of takes) {
    if (now - Math.max(...pieces.map((p) => p.at)) < STALE_MS) continue;
    pieces.sort((a, b) => a.seq - b.seq);
    const first = pieces[0]!;
    const blob = new Blob(
      pieces.map((p) => p.data),
      { type: first.mimeType },
    );
    const kept = await adopt({ id: takeId, creatorProfileId, username: first.username, blob, duration: Math.max(1, pieces.length), prompt: first.prompt ?? null });
    if (kept) await deleteTake(takeId);
  }
}
