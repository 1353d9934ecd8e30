import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '../../shared/messages.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers, and a cross-site request check for every state-changing call: a browser always
 * sends Origin (or Sec-Fetch-Site) on such requests, so a foreign one is refused before any handler runs.
 */
export default fp(
  async function security(app: FastifyInstance) {
    const { publicUrl } = app.deps.config;
    const allowed = new Set([new URL(publicUrl).origin]);
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'blob:', 'https:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: publicUrl.startsWith('https://') ? [] : null,
        },
      },
      hsts: publicUrl.startsWith('https://') ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
    });

    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin) {
        const host = request.headers.host;
        const sameHost = host && (origin === `http://${host}` || origin === `https://${host}`);
        if (!allowed.has(origin) && !sameHost) return reply.status(403).send({ message: MSG.forbiddenOrigin });
      } else if (request.headers['sec-fetch-site'] === 'cross-site') {
        return reply.status(403).send({ message: MSG.forbiddenOrigin });
      }
    });
  },
  { name: 'security', dependencies: ['deps'] },
);
