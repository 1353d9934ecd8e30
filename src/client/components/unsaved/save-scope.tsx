import { createContext, type ReactNode, useContext, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';

/** One part of a screen that saves (a form, the greeting): whether it holds changes, and how to save them. */
interface SavePart {
  dirty: boolean;
  /** Rejects when the save failed (the part has said why); the screen's save stops there. */
  save: () => Promise<unknown>;
}

/**
 * The screen's parts that save, in the order they registered (the order they show), and whether any holds changes.
 * One per host screen (the host layout keeps one and a new screen's parts replace the last one's as they mount):
 * the save bar saves them all with one press, and the unsaved-changes guard asks before leaving while any is dirty
 * (docs/decisions/079).
 */
export class SaveStore {
  private parts = new Map<string, SavePart>();
  private listeners = new Set<() => void>();
  private snapshot = false;

  set(id: string, part: SavePart) {
    this.parts.set(id, part);
    this.changed();
  }

  delete(id: string) {
    this.parts.delete(id);
    this.changed();
  }

  /** Saves each dirty part in turn; false when one failed (the parts after it wait for the next press). */
  async saveAll(): Promise<boolean> {
    for (const part of [...this.parts.values()]) {
      if (!part.dirty) continue;
      try {
        await part.save();
      } catch {
        return false;
      }
    }
    return true;
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly isDirty = () => this.snapshot;

  private changed() {
    this.snapshot = [...this.parts.values()].some((p) => p.dirty);
    for (const listener of this.listeners) listener();
  }
}

const SaveStoreContext = createContext<SaveStore | null>(null);

export function SaveScope({ children }: { children: ReactNode }) {
  const [store] = useState(() => new SaveStore());
  return <SaveStoreContext.Provider value={store}>{children}</SaveStoreContext.Provider>;
}

/** The screen's store (a screen outside the host layout, as in a test, gets one of its own). */
export function useSaveStore(): SaveStore {
  const store = useContext(SaveStoreContext);
  const [own] = useState(() => new SaveStore());
  return store ?? own;
}

/** True while any part of the screen holds changes. */
export function useHasUnsavedChanges(): boolean {
  const store = useSaveStore();
  return useSyncExternalStore(store.subscribe, store.isDirty, store.isDirty);
}

/**
 * Registers a part of the screen with its save: `save` is read when the bar is pressed, so it sees the part's state
 * as it is then.
 */
export function useSavePart(dirty: boolean, save: () => Promise<unknown>) {
  const store = useSaveStore();
  const id = useId();
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    store.set(id, { dirty, save: () => latest.current() });
  }, [store, id, dirty]);
  useEffect(() => () => store.delete(id), [store, id]);
}
