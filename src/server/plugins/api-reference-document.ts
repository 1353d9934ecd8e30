import type { RouteOptions } from 'fastify';

/**
 * What the API reference derives from each route rather than have it written at every route (docs/decisions/062):
 * its operationId from its method and path, the session it needs from its guard, and the refusals it can answer with
 * from what runs before its handler. The summary is the one thing each route says itself.
 */

/** The sessions a call may need, as the document's security schemes (cookies). */
export type SessionScheme = 'creatorSession' | 'adminSession';

export interface GuardDoc {
  /** The session the guard asks for. */
  session: SessionScheme;
  /** The statuses the guard refuses with. */
  refusals: number[];
}

const GUARD_DOC = Symbol('voxbook.api-reference.guard');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Refusals of this call the reference cannot derive (a 409 for a name taken), declared at the route. */
    refusals?: number[];
  }
}

/**
 * Tells the reference what a guard (a route's preValidation hook) means: the session it asks for and how it refuses.
 * The modules own their guards and call this beside them.
 */
export function documentGuard<F extends object>(guard: F, doc: GuardDoc): F {
  Object.defineProperty(guard, GUARD_DOC, { value: doc });
  return guard;
}

const guardsOf = (route: RouteOptions): GuardDoc[] =>
  [route.onRequest, route.preValidation, route.preHandler]
    .flat()
    .filter((hook): hook is NonNullable<typeof hook> => hook !== undefined)
    .flatMap((hook) => {
      const doc = (hook as unknown as { [GUARD_DOC]?: GuardDoc })[GUARD_DOC];
      return doc ? [doc] : [];
    });

export const sessionOf = (route: RouteOptions): SessionScheme | undefined => guardsOf(route)[0]?.session;

/** What each refusal means, in the reference's words (the error shape is the same for all). */
const REFUSALS: Record<number, string> = {
  400: 'Bad input: the first problem is the message, each field’s problem is in `errors`',
  401: 'Not signed in',
  403: 'Not allowed (a state-changing call from another site is refused too)',
  404: 'Not found, or not yours',
  413: 'Too large',
  415: 'Not a kind of file this call takes',
  409: 'In conflict with what exists (a name or an address taken, a state that forbids it)',
  410: 'Gone',
  429: 'Too many requests: try again later',
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The statuses a route refuses with, derived from what runs before its handler: every call judges its input (the NUL
 * guard reads every query and body, the route's schemas the rest: 400); its guard; the cross-site check on every
 * state-changing call (plugins/security.ts: 403); a path parameter naming something that may not exist (404); an
 * upload's size and type (413, 415); a rate limit (429); and what the route declares in `config.refusals`.
 */
export function refusalsOf(route: RouteOptions, method: string, url: string): number[] {
  const statuses = new Set([400, ...guardsOf(route).flatMap((g) => g.refusals)]);
  const config = (route.config ?? {}) as { anyOrigin?: boolean; rateLimit?: unknown; refusals?: number[] };
  for (const status of config.refusals ?? []) statuses.add(status);
  if (!SAFE_METHODS.has(method.toUpperCase()) && !config.anyOrigin) statuses.add(403);
  if (/[:*]/.test(url)) statuses.add(404);
  const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  if (consumes.includes('multipart/form-data')) {
    statuses.add(413);
    statuses.add(415);
  }
  if (config.rateLimit) statuses.add(429);
  return [...statuses].sort();
}

const pascal = (word: string) => word.replace(/(^|[-_.])([a-z0-9])/g, (_m, _sep, c: string) => c.toUpperCase());

/**
 * A call's operationId, from its method and path, so that one is never missing and never repeated:
 * GET /api/voice-messages/:id → getVoiceMessagesById, PUT /admin-api/users/:userId/status → putAdminUsersByUserIdStatus.
 */
export function operationIdOf(method: string, url: string): string {
  const [, prefix, ...segments] = url.split('/');
  const words = [...(prefix === 'admin-api' ? ['Admin'] : []), ...segments.filter(Boolean).map((s) => (s === '*' ? 'ByKey' : s.startsWith(':') ? `By${pascal(s.slice(1))}` : pascal(s)))];
  return `${method.toLowerCase()}${words.join('')}`;
}

/** The reference groups calls by the product area they belong to, named by their first path segment. */
const AREAS: Record<string, string> = {
  register: 'accounts',
  login: 'accounts',
  logout: 'accounts',
  auth: 'accounts',
  'creator-profile': 'profiles',
  profile: 'profiles',
  public: 'profiles',
  pages: 'profiles',
  'profile-image': 'media',
  upload: 'media',
  'background-images': 'media',
  'background-videos': 'media',
  'custom-links': 'links',
  'social-links': 'links',
  'voice-upload': 'voice',
  'voice-messages': 'voice',
  'voice-replies': 'voice',
  greeting: 'voice',
  dashboard: 'statistics',
  'email-subscribers': 'subscribers',
  'email-subscribers.csv': 'subscribers',
  keepsake: 'keepsake',
  'notification-settings': 'notifications',
  'co-hosts': 'co-hosts',
  'co-host-invitations': 'co-hosts',
  'party-screen': 'party screen',
  party: 'party screen',
};
export const tagOf = (url: string) => {
  const [, prefix, first = ''] = url.split('/');
  return prefix === 'admin-api' ? 'master admin' : (AREAS[first] ?? first);
};

/** What the route transform noted about one operation, for the document's last pass. */
export interface OperationNotes {
  refusals: number[];
  session: SessionScheme | undefined;
}

type Operation = { responses?: Record<string, unknown>; security?: unknown; parameters?: { name: string; in: string; description?: string }[] };
type Document = Record<string, unknown> & { paths?: Record<string, Record<string, Operation>>; components?: Record<string, Record<string, unknown>> };

const ERROR_SCHEMA = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'What went wrong, in English' },
    code: { type: 'string', description: 'A stable code for the message, which the app shows in the reader’s language' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Each invalid field’s problem (400)' },
  },
};

/**
 * The document's last pass: the error shape and the session cookies as components, each operation's refusals and
 * security from its notes, and a wildcard path's parameter named for what it holds (`{*}` is no OpenAPI name).
 */
export function withReferenceParts(doc: Document, notes: Map<string, OperationNotes>, sessionCookies: Record<SessionScheme, string>): Document {
  const components = { ...(doc.components ?? {}) };
  components.schemas = { ...(components.schemas ?? {}), Error: ERROR_SCHEMA };
  components.securitySchemes = {
    creatorSession: { type: 'apiKey', in: 'cookie', name: sessionCookies.creatorSession, description: 'A host’s session, set by POST /api/login or /api/register' },
    adminSession: { type: 'apiKey', in: 'cookie', name: sessionCookies.adminSession, description: 'A platform admin’s session, set by POST /admin-api/login' },
  };
  const paths: NonNullable<Document['paths']> = {};
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    const named = path.replace('{*}', '{key}');
    paths[named] = {};
    for (const [method, operation] of Object.entries(operations)) {
      const note = notes.get(`${method} ${path}`);
      const responses = { ...(operation.responses ?? {}) };
      for (const status of note?.refusals ?? []) {
        responses[String(status)] ??= { description: REFUSALS[status] ?? 'Refused', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
      }
      paths[named][method] = {
        ...operation,
        responses,
        security: note?.session ? [{ [note.session]: [] }] : [],
        ...(operation.parameters && {
          parameters: operation.parameters.map((p) =>
            p.in === 'path' && p.name === '*' ? { ...p, name: 'key', description: 'The stored object’s key, slashes included' } : p,
          ),
        }),
      };
    }
  }
  return { ...doc, components, paths };
}
