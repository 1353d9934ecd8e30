// Test-only: every route the app serves, apart from the built client's static files.
import type { FastifyInstance } from 'fastify';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_DIR } from '../../plugins/spa.js';
import { type AppRoute, recordedRoutes } from './route-recorder.js';

export type { AppRoute };

/** The built client's files, each served as its own static route; they carry no data and take no input. */
function staticFiles(dir = CLIENT_DIR, prefix = ''): Set<string> {
  const out = new Set<string>();
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) for (const f of staticFiles(full, `${prefix}/${name}`)) out.add(f);
    else out.add(`${prefix}/${name}`);
  }
  return out;
}

export function appRoutes(app: FastifyInstance): AppRoute[] {
  const statics = staticFiles();
  const seen = new Set<string>();
  return recordedRoutes(app).filter((r) => {
    const key = `${r.method} ${r.url}`;
    if (statics.has(r.url) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
