// Test-only: a Fastify factory that remembers every route registered on the instance it makes.
import type { FastifyInstance } from 'fastify';

export interface AppRoute {
  method: string;
  url: string;
  /** Marked `config: { bodyless: true }`: the route reads no body at all (plugins/slow-clients.ts). */
  bodyless: boolean;
}

const registry = new WeakMap<object, AppRoute[]>();

/**
 * Wraps fastify's default export (a suite swaps it in with vi.mock('fastify')), so the app buildApp makes
 * reports each route as it is added. printRoutes cannot serve here: it folds wildcard routes such as
 * /objects/* into one bare '*' node.
 */
export function recordingFastify<F extends (...args: never[]) => FastifyInstance>(original: F): F {
  return ((...args: Parameters<F>) => {
    const app = original(...args);
    const list: AppRoute[] = [];
    registry.set(app, list);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) list.push({ method, url: route.url ?? route.path, bodyless: Boolean((route.config as { bodyless?: boolean } | undefined)?.bodyless) });
    });
    return app;
  }) as F;
}

export function recordedRoutes(app: FastifyInstance): AppRoute[] {
  const list = registry.get(app);
  if (!list) throw new Error("No routes recorded: the suite must vi.mock('fastify') with recordingFastify");
  return list;
}
