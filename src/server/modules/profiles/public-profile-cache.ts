import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * How long an instance answers a public page from memory. Changes made through this instance show at once
 * (a creator's or admin's state-changing request empties the cache); another instance's show within this time. The page itself
 * polls every 5 s, so a visitor cannot tell; the database is spared a read per visitor per poll.
 */
export const PUBLIC_PROFILE_CACHE_MS = 1000;
const MAX_ENTRIES = 2000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Serialized public pages by username, each for a short while; concurrent misses share one load. */
export class PublicProfileCache {
  readonly #entries = new Map<string, { body: Buffer; expires: number }>();
  readonly #loading = new Map<string, Promise<Buffer>>();
  #generation = 0;

  constructor(private readonly ttlMs: number) {}

  async read(key: string, load: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.#entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.body;
    const pending = this.#loading.get(key);
    if (pending) return pending;
    // A change landing while this load reads the database must not be overwritten by what it read.
    const generation = this.#generation;
    const loading = load().then(
      (body) => {
        if (generation === this.#generation) {
          this.#loading.delete(key);
          if (this.#entries.size >= MAX_ENTRIES && !this.#entries.has(key)) this.#entries.delete(this.#entries.keys().next().value!);
          this.#entries.set(key, { body, expires: Date.now() + this.ttlMs });
        }
        return body;
      },
      (err: unknown) => {
        if (generation === this.#generation) this.#loading.delete(key);
        throw err;
      },
    );
    this.#loading.set(key, loading);
    return loading;
  }

  clear() {
    this.#generation++;
    this.#entries.clear();
    this.#loading.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    publicProfileCache: PublicProfileCache;
  }
}

/** Registered before the routes: the hook must see every state-changing request of the whole app. */
export default fp(
  async function publicProfileCache(app: FastifyInstance) {
    const cache = new PublicProfileCache(PUBLIC_PROFILE_CACHE_MS);
    app.decorate('publicProfileCache', cache);
    // A public page changes only through its creator (profile, links, media, gallery settings, account) or an
    // admin, so their state-changing calls through this instance empty the cache. Guests' calls (the page-view
    // beacon on every visit, uploads, messages) never do: otherwise every visit would empty it.
    app.addHook('onResponse', (request, _reply, done) => {
      if (!SAFE_METHODS.has(request.method) && (request.user || request.admin)) cache.clear();
      done();
    });
  },
  { name: 'public-profile-cache' },
);
