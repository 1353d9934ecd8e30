import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** At most this much page text is kept (a page of 100 messages is ~35 KB; a dashboard's page of 50, ~18 KB). */
const MAX_CHARS = 8 * 1024 * 1024;

/**
 * The inbox's first page per profile and page size, as sent, with the message-list version (migration 014) it
 * was read at. Every list request reads the version with the total it needs anyway, and a page is answered from
 * here only while the version is the same, so it is never stale, on any instance: the database moves the version
 * on every insert, update or delete of the profile's messages. The version is read before the page, so a page
 * stored under a version is at least that new. A dashboard asks for this page on every load and refresh, far
 * more often than it changes (docs/decisions/015).
 */
export class InboxPageCache {
  readonly #entries = new Map<string, { version: string; json: string }>();
  #chars = 0;

  constructor(private readonly maxChars = MAX_CHARS) {}

  get(profileId: string, limit: number, version: string): string | undefined {
    const hit = this.#entries.get(`${profileId} ${limit}`);
    return hit?.version === version ? hit.json : undefined;
  }

  set(profileId: string, limit: number, version: string, json: string) {
    const key = `${profileId} ${limit}`;
    // Oldest stored first out; a refreshed page moves to the back.
    this.#remove(key);
    if (json.length > this.maxChars) return;
    while (this.#chars + json.length > this.maxChars) this.#remove(this.#entries.keys().next().value!);
    this.#entries.set(key, { version, json });
    this.#chars += json.length;
  }

  #remove(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#chars -= entry.json.length;
  }
}

/** One cache per database: tests run several apps, each with its own database, in one process. */
const caches = new WeakMap<Kysely<DB>, InboxPageCache>();

export function inboxPageCache(db: Kysely<DB>): InboxPageCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new InboxPageCache()));
  return cache;
}
