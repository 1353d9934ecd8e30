import { Validator } from '@seriousme/openapi-schema-validator';
import { expect, test, vi } from 'vitest';
import { describeApp } from '../test/harness.js';
import { recordedRoutes } from '../test/security/route-recorder.js';
import { API_DOCS_PATH, OPENAPI_PATH } from './api-reference.js';

vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof import('fastify')>();
  const { recordingFastify } = await import('../test/security/route-recorder.js');
  return { ...mod, default: recordingFastify(mod.default) };
});

interface Operation {
  parameters?: { in: string; name: string; required?: boolean }[];
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/**
 * Fastify's route path as OpenAPI writes it: /api/gallery/:slug/info is /api/gallery/{slug}/info; a wildcard is named for
 * what it holds, {key} (OpenAPI has no name `*`, decision 062).
 */
/** The calls a client makes: everything under /api and /admin-api but the reference's own page and document. */
const isApiCall = (url: string) =>
  (url.startsWith('/api/') || url.startsWith('/admin-api/')) && url !== OPENAPI_PATH && url !== API_DOCS_PATH && !url.startsWith(`${API_DOCS_PATH}/`);

const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{key}');


describeApp('the API reference', (ctx) => {
  const fetchDocument = async (): Promise<Document> => {
    const res = await ctx().app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.json();
  };

  test('GET /api/openapi.json lists every /api and /admin-api call the app registers, each with its path parameters', async () => {
    const doc = await fetchDocument();
    const calls = recordedRoutes(ctx().app).filter((r) => isApiCall(r.url));
    expect(calls.length).toBeGreaterThan(60);
    const problems: string[] = [];
    for (const { method, url } of calls) {
      const path = openapiPath(url);
      // A HEAD answers as its GET does, and the document lists the GET.
      const operation = doc.paths[path]?.[method === 'HEAD' ? 'get' : method.toLowerCase()];
      if (!operation) {
        problems.push(`${method} ${url}: missing`);
        continue;
      }
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path');
      if (JSON.stringify(declared.map((p) => p.name).sort()) !== JSON.stringify(inPath)) {
        problems.push(`${method} ${url}: path parameters ${JSON.stringify(declared.map((p) => p.name))}, expected ${JSON.stringify(inPath)}`);
      }
      if (declared.some((p) => p.required !== true)) problems.push(`${method} ${url}: a path parameter not marked required`);
    }
    expect(problems).toEqual([]);
    // Pages, media and the reference itself are not part of it.
    expect(Object.keys(doc.paths).filter((p) => !isApiCall(p))).toEqual([]);
  });

  test('the document is valid OpenAPI 3.1, with the shared schemas as bodies and queries', async () => {
    const doc = await fetchDocument();
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const register = doc.paths['/api/register']!.post as { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } };
    expect(register.requestBody?.content['application/json']?.schema.required).toEqual(['email', 'password', 'firstName', 'lastName']);
    const list = doc.paths['/api/voice-messages']!.get!;
    expect(list.parameters?.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(['limit', 'before']);
  });

  test('/api/docs is a page served from this server, under a CSP that allows no other origin', async () => {
    const { app } = ctx();
    const res = await app.inject({ url: API_DOCS_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-eval|https?:\/\//);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
