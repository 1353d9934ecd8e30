import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/client');
/** The guest page's server renderer, built by `vite build --ssr` (docs/decisions/023). */
export const SSR_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/ssr');

const API_PREFIXES = ['/api/', '/admin-api/', '/objects/', '/uploads/'];

/**
 * Serves the built React app: hashed assets cached for a year, index.html never cached,
 * and index.html for every other GET so client-side routes work on reload. API misses stay JSON 404s.
 */
export default fp(
  async function spa(app: FastifyInstance) {
    const hasClient = existsSync(path.join(CLIENT_DIR, 'index.html'));
    if (hasClient) {
      await app.register(fastifyStatic, {
        root: CLIENT_DIR,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each text asset (vite.config.ts); sent to browsers that accept them.
        preCompressed: true,
        // The guest page's template is only ever sent filled in (modules/profiles/public-page.routes.ts).
        allowedPath: (pathName) => !pathName.startsWith('/public.html'),
        setHeaders(res, file) {
          const immutable = file.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      // Fastify's static plugin with wildcard:false registers each file at start; assets built later need a rebuild anyway.
    }
    app.setNotFoundHandler(async (request, reply) => {
      const isApi = API_PREFIXES.some((p) => request.url.startsWith(p)) || request.url === '/api';
      if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send({ message: 'Not found' });
      if (isApi) return reply.status(404).send({ message: 'Not found' });
      if (!hasClient) return reply.status(503).type('text/plain').send('The web app is not built. Run `npm run build`.');
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    });
  },
  { name: 'spa', dependencies: ['deps'] },
);
