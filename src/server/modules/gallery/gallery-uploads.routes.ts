import type { FastifyRequest } from 'fastify';
import { ObjectKeyParamsSchema } from '../../../shared/media.schemas.js';
import type { ZodApp } from '../../plugins/validation.js';
import { sendObject } from '../../plugins/send-object.js';
import { authorizeUploadKey } from './gallery-serving.js';

/** Gallery files at /uploads/{filePath} (docs/product-spec.md, section 7), with the same Range support as /objects. */
export default async function galleryUploadsRoutes(app: ZodApp) {
  // Keys never change content, but an item can be deleted and a gallery locked: no shared caches for
  // protected galleries, and bounded browser caching for all. Applied in onSend, after sendObject's default.
  const cachePolicy = new WeakMap<FastifyRequest, string>();

  app.get(
    '/uploads/*',
    {
      schema: { params: ObjectKeyParamsSchema },
      onSend: async (request, reply, payload) => {
        const policy = cachePolicy.get(request);
        if (policy) reply.header('Cache-Control', policy);
        return payload;
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const { protectedGallery } = await authorizeUploadKey(app.deps, key, request.cookies);
      cachePolicy.set(request, protectedGallery ? 'private, max-age=3600' : 'public, max-age=86400');
      return sendObject(request, reply, key);
    },
  );
}
