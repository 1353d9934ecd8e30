import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Where the reference is read (a page) and fetched (the document). */
export const API_DOCS_PATH = '/api/docs';
export const OPENAPI_PATH = '/api/openapi.json';

/** The JSON API a client calls; pages, media files and the reference itself are not documented. */
const isApiCall = (url: string) =>
  (url.startsWith('/api/') || url.startsWith('/admin-api/')) && !url.startsWith(API_DOCS_PATH) && url !== OPENAPI_PATH;

/** The reference groups calls by the product area they belong to, named by their first path segment. */
const AREAS: Record<string, string> = {
  register: 'accounts',
  login: 'accounts',
  logout: 'accounts',
  auth: 'accounts',
  'creator-profile': 'profiles',
  profile: 'profiles',
  public: 'profiles',
  'profile-image': 'media',
  upload: 'media',
  'background-images': 'media',
  'background-videos': 'media',
  'custom-links': 'links',
  'social-links': 'links',
  'voice-upload': 'voice',
  'voice-messages': 'voice',
  'voice-replies': 'voice',
  dashboard: 'statistics',
  'email-subscribers': 'subscribers',
  'email-subscribers.csv': 'subscribers',
  keepsake: 'keepsake',
};
const tagOf = (url: string) => {
  const [, prefix, first = ''] = url.split('/');
  return prefix === 'admin-api' ? 'master admin' : (AREAS[first] ?? first);
};

/**
 * The API reference (docs/decisions/043): an OpenAPI 3.1 document made from the routes' own zod schemas at
 * GET /api/openapi.json, and Swagger UI reading it at /api/docs. Every asset of the page comes from this server.
 * Registered before the routes, whose registration it records.
 */
export default fp(
  async function apiReference(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Voxbook API',
          version: '1',
          description:
            'The JSON API of Voxbook under /api (creators and guests) and /admin-api (platform admins). Errors are ' +
            '`{ "message": "..." }`; a 400 for bad input adds `errors: { field: message }`. Sessions are cookies; ' +
            'state-changing calls must come from this origin.',
        },
      },
      transform: (route) => {
        if (!isApiCall(route.url)) return { schema: { hide: true }, url: route.url };
        const documented = jsonSchemaTransform(route);
        return { ...documented, schema: { ...documented.schema, tags: [tagOf(route.url)] } };
      },
      transformObject: jsonSchemaTransformObject,
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
  { name: 'api-reference', dependencies: ['validation'] },
);
