import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LIMITS } from '../../shared/limits.js';
import { MAX_FORM_FIELDS, type UploadForm } from '../storage/uploads.js';

const DRAIN_MS = 30_000;

/**
 * multipart/form-data parsing. These are outer bounds only: storage/uploads.ts enforces each call's
 * per-kind size limits (a smaller 413) while it streams, and the file count per call.
 */
export default fp(
  async function multipartPlugin(app: FastifyInstance) {
    const { limits } = app.deps.config;
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        fieldNameSize: 100,
        fieldSize: 64 * 1024,
        // One more than uploads accept, so storage/uploads.ts meets the excess first and answers it (413).
        fields: MAX_FORM_FIELDS + 1,
        fileSize: Math.max(limits.galleryVideoBytes, limits.galleryImageBytes, LIMITS.backgroundVideoBytes) + 1,
        files: 50,
        parts: 100,
        headerPairs: 100,
      },
    });
    // A refused upload (413, 415) is answered while the client is still sending. The rest of its body sits
    // paused in the parser, and a paused socket never notices the client leaving. Read and drop the rest, so
    // the client gets to read our answer (closing now would show it a connection reset instead), but only
    // for so long.
    // A callback hook, not async: it runs on every response, and a promise each time is measurable at load.
    app.addHook('onResponse', (request, _reply, done) => {
      done();
      const raw = request.raw;
      if (raw.complete || !request.isMultipart()) return;
      raw.unpipe();
      raw.resume();
      const timer = setTimeout(() => raw.destroy(), DRAIN_MS);
      timer.unref();
      raw.once('end', () => clearTimeout(timer));
      raw.once('close', () => clearTimeout(timer));
    });
  },
  { name: 'multipart', dependencies: ['deps'] },
);

/** A request's multipart form as storage/uploads.ts reads it: the route hands this over, never the request. */
export function uploadForm(request: FastifyRequest): UploadForm {
  return { isMultipart: request.isMultipart(), parts: (limits) => request.parts({ limits }) };
}
