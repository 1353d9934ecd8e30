import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { operationIdOf, type OperationNotes, refusalsOf, sessionOf, type SessionScheme, tagOf, withReferenceParts } from './api-reference-document.js';

export { documentGuard, type SessionScheme } from './api-reference-document.js';

/** Where the reference is read (a page) and fetched (the document). */
export const API_DOCS_PATH = '/api/docs';
export const OPENAPI_PATH = '/api/openapi.json';

/** The JSON API a client calls; pages, media files and the reference itself are not documented. */
const isApiCall = (url: string) =>
  (url.startsWith('/api/') || url.startsWith('/admin-api/')) && !url.startsWith(API_DOCS_PATH) && url !== OPENAPI_PATH;

/** Fastify's path as OpenAPI writes it: /api/gallery/:slug/info is /api/gallery/{slug}/info. */
const openapiPathOf = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

export interface ApiReferenceOptions {
  /** The cookie each kind of session rides in (the modules own them), declared as the document's security schemes. */
  sessionCookies: Record<SessionScheme, string>;
}

/**
 * The API reference (docs/decisions/043, 062): an OpenAPI 3.1 document made from the routes' own zod schemas at
 * GET /api/openapi.json, and Swagger UI reading it at /api/docs. Every asset of the page comes from this server.
 * Registered before the routes, whose registration it records. Each call's summary is written at its route; its
 * operationId, sessions and refusals are derived from the route (api-reference-document.ts).
 */
export default fp<ApiReferenceOptions>(
  async function apiReference(app: FastifyInstance, opts: ApiReferenceOptions) {
    const notes = new Map<string, OperationNotes>();
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Voxbook API',
          version: '1',
          description:
            'The JSON API of Voxbook under /api (creators and guests) and /admin-api (platform admins). Errors are ' +
            '`{ "message": "...", "code": "..." }`; a 400 for bad input adds `errors: { field: message }`. Sessions are ' +
            'cookies; state-changing calls must come from this origin.',
        },
        servers: [{ url: app.deps.config.publicUrl, description: 'This instance' }],
      },
      transform: (input) => {
        const { url, route } = input;
        if (!isApiCall(url)) return { schema: { hide: true }, url };
        const documented = jsonSchemaTransform(input);
        const methods = ([] as string[]).concat(route.method);
        for (const method of methods) {
          notes.set(`${method.toLowerCase()} ${openapiPathOf(url)}`, { refusals: refusalsOf(route as RouteOptions, method, url), session: sessionOf(route as RouteOptions) });
        }
        const schema = (documented.schema ?? {}) as Record<string, unknown>;
        return {
          ...documented,
          schema: { ...schema, tags: [tagOf(url)], operationId: (schema.operationId as string | undefined) ?? operationIdOf(methods[0]!, url) },
        };
      },
      transformObject: (input) => withReferenceParts(jsonSchemaTransformObject(input) as Record<string, unknown>, notes, opts.sessionCookies),
    });
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      // No request leaves for swagger.io's validator badge: the page talks to this server only.
      uiConfig: { validatorUrl: null, deepLinking: true },
    });
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return app.swagger();
    });
  },
  { name: 'api-reference', dependencies: ['validation', 'deps'] },
);
