import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '../../shared/api.texts.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is authorised by a secret in its URL alone, never by a cookie, so a call from anywhere is as good as
     * one from our pages (the one-click unsubscribe a mail provider POSTs, RFC 8058).
     */
    anyOrigin?: boolean;
  }
}

/**
 * Security headers, and a cross-site request check for every state-changing call: a browser always
 * sends Origin (or Sec-Fetch-Site) on such requests, so a foreign one is refused before any handler runs.
 */
export default fp(
  async function security(app: FastifyInstance) {
    const { publicUrl } = app.deps.config;
    const allowed = new Set([new URL(publicUrl).origin]);
    const headers = await helmetHeaders({
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
    // Callback hooks, not async: they run on every request, and a promise each time is measurable at load.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config.anyOrigin) return done();
      const origin = request.headers.origin;
      if (origin) {
        const host = request.headers.host;
        const sameHost = host && (origin === `http://${host}` || origin === `https://${host}`);
        if (!allowed.has(origin) && !sameHost) return reply.status(403).send({ message: MSG.forbiddenOrigin });
      } else if (request.headers['sec-fetch-site'] === 'cross-site') {
        return reply.status(403).send({ message: MSG.forbiddenOrigin });
      }
      done();
    });
  },
  { name: 'security', dependencies: ['deps'] },
);

/**
 * The headers helmet sets, worked out once. Every one of them is fixed by the options, but @fastify/helmet
 * builds a new helmet middleware (parsing the CSP directives again) on every request, which cost more than
 * the rest of a public profile request: so helmet answers one probe request at start and we replay its headers.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => 'probe');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const plain = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(Object.entries(res.headers).flatMap(([k, v]) => (plain.has(k) || v === undefined ? [] : [[k, String(v)]])));
}
