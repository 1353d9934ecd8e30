import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectProcessMetrics } from '../metrics/metrics.js';

/** Where the metrics are read, on their own port. */
export const METRICS_PATH = '/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics listener's address once the app is ready; null when METRICS_PORT is unset. */
    metricsAddress(): AddressInfo | null;
  }
}

/** Whether a route takes uploads: every one declares its multipart body (plugins/multipart.ts). */
const isUpload = (request: FastifyRequest) => {
  const consumes = (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes;
  return consumes?.includes('multipart/form-data') === true;
};

/**
 * A request's route label: the route's pattern for the API and the routes with parameters ('/:username'); one label
 * for the built client's files, which are a route each (a series per file and per build would pile up), and one for
 * what only the not-found handler answers (the app's pages, and 404s).
 */
function routeLabel(request: FastifyRequest): string {
  const url = request.routeOptions.url;
  if (url === undefined) return 'unrouted';
  if (url.startsWith('/api/') || url.startsWith('/admin-api/') || /[:*]/.test(url)) return url;
  return 'static';
}

/** Refusals whose message has no code (it holds a value), named by their status. */
const STATUS_REASONS: Record<number, string> = {
  400: 'bad_request',
  401: 'not_signed_in',
  403: 'forbidden',
  404: 'not_found',
  413: 'too_large',
  415: 'unsupported_type',
  429: 'too_many_requests',
  503: 'unavailable',
  507: 'storage_full',
};

/** Why an upload was refused: its error's code ({ message, code }), else its status's name; a fixed set either way. */
function refusalReason(reply: FastifyReply, payload: unknown): string {
  if (typeof payload === 'string') {
    try {
      const code = (JSON.parse(payload) as { code?: unknown }).code;
      if (typeof code === 'string' && /^[a-z0-9_]{1,64}$/.test(code)) return code;
    } catch {
      // not JSON: the status says it
    }
  }
  return STATUS_REASONS[reply.statusCode] ?? `status_${reply.statusCode}`;
}

/**
 * Prometheus metrics (docs/decisions/061): requests by route pattern, refused uploads by reason, and what the
 * services record in `deps.metrics`. Served on METRICS_PORT by a listener of its own, never on the public port: a
 * scraper on the private network reads them, and the internet cannot. Registered before the routes.
 */
export default fp(
  async function metrics(app: FastifyInstance) {
    const { metrics: m, config } = app.deps;

    // Callback hooks: they run on every request (plugins/security.ts says why).
    app.addHook('onResponse', (request, reply, done) => {
      // The route's pattern, never the URL: a path holds usernames, ids and tokens, and has no bound.
      m.httpRequests.observe({ method: request.method, route: routeLabel(request), status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (reply.statusCode >= 400 && isUpload(request)) {
        m.uploadRefusals.inc({ route: routeLabel(request), reason: refusalReason(reply, payload) });
      }
      done(null, payload);
    });

    let server: Server | null = null;
    app.decorate('metricsAddress', () => (server?.address() as AddressInfo | null) ?? null);
    if (!config.metrics) return;
    const { port, host } = config.metrics;
    collectProcessMetrics(m);
    app.addHook('onReady', async () => {
      server = createServer((req, res) => {
        if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== METRICS_PATH) {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
          return;
        }
        m.registry.metrics().then(
          (text) => res.writeHead(200, { 'content-type': m.registry.contentType }).end(text),
          (err: unknown) => {
            app.log.error({ err }, 'collecting the metrics failed');
            res.writeHead(500, { 'content-type': 'text/plain' }).end('Collecting the metrics failed\n');
          },
        );
      });
      await new Promise<void>((resolve, reject) => server!.once('error', reject).listen(port, host, resolve));
      const address = server.address() as AddressInfo;
      app.log.info(`metrics at http://${address.address}:${address.port}${METRICS_PATH}`);
    });
    app.addHook('onClose', async () => {
      if (server) await new Promise((resolve) => server!.close(resolve));
    });
  },
  { name: 'metrics', dependencies: ['deps'] },
);
