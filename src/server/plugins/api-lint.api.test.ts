import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';
import { PERMISSIONS } from '../test/security/permission-table.js';
import { lintOpenApi } from './api-lint.test-support.js';
import { OPENAPI_PATH } from './api-reference.js';

interface Operation {
  summary?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, { type: string; in: string; name: string }> } };

/** The admin calls made before there is an admin session. */
const ADMIN_PUBLIC = new Set(['/admin-api/login', '/admin-api/logout', '/admin-api/auth/google', '/admin-api/auth/google/callback', '/admin-api/demo-mode']);

const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{key}');

/**
 * The reference as others build on it (docs/decisions/062): it passes `redocly lint`'s recommended rules, declares how
 * each call refuses, and makes a typed client that compiles. The document does not depend on the database.
 */
describe('the API reference as a contract', () => {
  let t: TestApp;
  let doc: Document;
  const operations = () => Object.entries(doc.paths).flatMap(([p, ops]) => Object.entries(ops).map(([method, op]) => ({ path: p, method, op })));

  beforeAll(async () => {
    // An operator's instance: its public URL is its own domain (a localhost one is a warning of the linter's, rightly).
    t = await startTestApp('sqlite', undefined, { PUBLIC_URL: 'https://guestbook.voxbook.test' });
    doc = (await t.app.inject({ url: OPENAPI_PATH })).json();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  test("passes Redocly's recommended rules with no error; the warnings left are those decision 062 keeps", async () => {
    const problems = await lintOpenApi(doc);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    const warnings = problems.map((p) => `${p.rule} ${p.where}`).sort();
    expect(warnings).toEqual([
      // No licence is granted: the repository is private, and the field would have to name one.
      'info-license #/info',
      // The paths of docs/product-spec.md (section 7): /api/gallery/qr-image/{slug} against /api/gallery/{slug}/...; the router takes the static
      // segment first, so every URL has one call.
      ...['download', 'info', 'media', 'unlock', 'upload'].map((end) => `no-ambiguous-paths #/paths/~1api~1gallery~1{slug}~1${end}`),
    ]);
  });

  test('every call has a summary, a unique operationId, its session as a cookie scheme, and its refusals in the error shape', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.components.securitySchemes).toMatchObject({
      creatorSession: { type: 'apiKey', in: 'cookie', name: 'vb_session' },
      adminSession: { type: 'apiKey', in: 'cookie', name: 'vb_admin_session' },
    });
    for (const { path: p, method, op } of operations()) {
      const where = `${method} ${p}`;
      expect(op.summary, where).toMatch(/^\S/);
      const refusals = Object.keys(op.responses).filter((s) => s.startsWith('4'));
      expect(refusals, where).toContain('400');
      for (const s of refusals) expect(op.responses[s]!.content?.['application/json']?.schema?.$ref, `${where} ${s}`).toBe('#/components/schemas/Error');
      // A signed-in call names its session; a public one says it needs none.
      const schemes = (op.security ?? []).flatMap((r) => Object.keys(r));
      if (p.startsWith('/admin-api/') && !ADMIN_PUBLIC.has(p)) expect(schemes, where).toEqual(['adminSession']);
      if (schemes.length > 0) expect(refusals, where).toContain('401');
    }
    expect(doc.paths['/api/voice-messages']!.get!.security).toEqual([{ creatorSession: [] }]);
    expect(doc.paths['/api/voice-messages']!.post!.security).toEqual([]);
    expect(doc.paths['/admin-api/users/{userId}/password']!.put!.responses).toHaveProperty('403');
    expect(doc.paths['/api/voice-upload']!.post!.responses).toHaveProperty('413');
    expect(doc.paths['/api/voice-upload']!.post!.responses).toHaveProperty('429');
  });

  test('every refusal the permission matrix proves of a call is one its reference declares', () => {
    const undeclared: string[] = [];
    for (const [key, c] of Object.entries(PERMISSIONS)) {
      const [method, url] = key.split(' ') as [string, string];
      const op = doc.paths[openapiPath(url)]?.[method.toLowerCase()];
      if (!op) continue;
      for (const status of new Set(Object.values(c.expect))) {
        if (status >= 400 && status < 500 && !op.responses[String(status)]) undeclared.push(`${key}: ${status}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  test('makes a typed client (openapi-typescript, without the network) that real calls compile against', async () => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = () => Promise.reject(new Error('the client generator tried the network'));
    let types: string;
    try {
      types = astToString(await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0], { silent: true }));
    } finally {
      globalThis.fetch = realFetch;
    }
    const dir = await mkdtemp(path.join(tmpdir(), 'voxbook-client-'));
    try {
      await writeFile(path.join(dir, 'api.d.ts'), types);
      await writeFile(path.join(dir, 'client.ts'), CLIENT);
      const program = ts.createProgram([path.join(dir, 'client.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
        types: [],
        skipLibCheck: false,
      });
      const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(problems).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

/**
 * A client a developer would write on the generated types: a typed call, then calls the API offers and, marked with
 * @ts-expect-error, calls it does not (each must fail to compile, or the marker itself is an error).
 */
const CLIENT = `
import type { components, operations, paths } from './api.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Op<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type Body<P extends keyof paths, M extends Method> = Op<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type Query<P extends keyof paths, M extends Method> = Op<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
type ApiError = components['schemas']['Error'];

async function call<P extends keyof paths, M extends Method>(method: M, path: P, init: { body?: Body<P, M>; query?: Query<P, M> } = {}) {
  const query = new URLSearchParams(Object.entries(init.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  const res = await fetch(path + (query ? '?' + query : ''), {
    method: method.toUpperCase(),
    headers: { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(((await res.json()) as ApiError).message);
  return res;
}

export async function guestLeavesAMessage(profileId: string, audioPath: string) {
  await call('post', '/api/register', { body: { email: 'ada@example.com', password: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace' } });
  await call('post', '/api/voice-messages', {
    body: { creatorProfileId: profileId, senderName: 'Grace', senderEmail: 'grace@example.com', audioPath, duration: 3 },
  });
  await call('get', '/api/voice-messages', { query: { limit: 20 } });
  await call('put', '/admin-api/users/{userId}/status', { body: { isActive: false, reason: 'spam' } });
  const unlock: operations['postGalleryBySlugUnlock']['parameters']['path'] = { slug: 'our-wedding' };
  return unlock;
}

export async function mistakes() {
  // @ts-expect-error a guest's message needs the recording it sends
  await call('post', '/api/voice-messages', { body: { creatorProfileId: 'p', senderName: 'Grace', senderEmail: 'grace@example.com', duration: 3 } });
  // @ts-expect-error registering needs a first name
  await call('post', '/api/register', { body: { email: 'ada@example.com', password: 'correct horse battery', lastName: 'Lovelace' } });
  // @ts-expect-error no such call
  await call('get', '/api/messages');
  // @ts-expect-error the inbox's page size is a number
  await call('get', '/api/voice-messages', { query: { limit: 'twenty' } });
}
`;
