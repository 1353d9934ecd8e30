/**
 * A tiny promise wrapper over one IndexedDB object store (keyPath 'id'), enough to keep recordings safe across
 * reloads and crashes without a dependency.
 */
export interface IdbStore<T extends { id: string }> {
  get(id: string): Promise<T | undefined>;
  /** Whether a record exists, without reading it (a kept recording is hundreds of KB). */
  has(id: string): Promise<boolean>;
  getAll(): Promise<T[]>;
  put(value: T): Promise<void>;
  delete(id: string): Promise<void>;
}

function promisify<R>(request: IDBRequest<R>): Promise<R> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

export function createIdbStore<T extends { id: string }>(dbName: string, storeName: string): IdbStore<T> {
  let opening: Promise<IDBDatabase> | null = null;

  const open = (): Promise<IDBDatabase> => {
    if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available'));
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(dbName, 1);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(storeName)) request.result.createObjectStore(storeName, { keyPath: 'id' });
      };
      request.onsuccess = () => {
        const db = request.result;
        // Another tab upgrading the database must not be blocked by this one.
        db.onversionchange = () => {
          db.close();
          opening = null;
        };
        resolve(db);
      };
      request.onerror = () => {
        opening = null;
        reject(request.error ?? new Error('IndexedDB open failed'));
      };
    });
    return opening;
  };

  const run = async <R>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => IDBRequest<R>): Promise<R> => {
    const db = await open();
    const tx = db.transaction(storeName, mode);
    const result = promisify(fn(tx.objectStore(storeName)));
    // A write counts only once its transaction has committed, not when the request succeeded.
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
    return result;
  };

  return {
    get: (id) => run('readonly', (s) => s.get(id) as IDBRequest<T | undefined>),
    has: async (id) => (await run('readonly', (s) => s.getKey(id))) !== undefined,
    getAll: () => run('readonly', (s) => s.getAll() as IDBRequest<T[]>),
    put: async (value) => {
      await run('readwrite', (s) => s.put(value));
    },
    delete: async (id) => {
      await run('readwrite', (s) => s.delete(id));
    },
  };
}
