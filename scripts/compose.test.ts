import Fastify from 'fastify';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENV_NAMES, loadConfig } from '../src/server/config.js';

const ROOT = path.resolve(import.meta.dirname, '..');

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  volumes?: string[];
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
}
interface ComposeFile {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** .env.example as the operator's .env: each secret left empty there filled in, as the operator is told to. */
const operatorEnv: Record<string, string> = Object.fromEntries(
  read('.env.example')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => {
      const [name, ...value] = line.split('=');
      const given = value.join('=');
      return [name!, given || (/PASSWORD|SECRET/.test(name!) ? `${name!.toLowerCase()}-filled-by-the-operator` : '')];
    }),
);

/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR:?error}, and $$ for a dollar sign. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\$|\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (whole, name: string | undefined, op: string | undefined, arg: string | undefined) => {
    if (whole === '$$') return '$';
    const set = env[name!];
    if (op === '-') return set || arg!;
    if (op === '?' && !set) throw new Error(`${name} is required: ${arg}`);
    return set ?? '';
  });
}

/** The variables a compose file reads from .env. */
const referenced = (text: string) => new Set([...text.matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]!));

const isApp = (s: Service) => s.build === '.' || /voxbook/.test(s.image ?? '');
const networksOf = (s: Service) => (Array.isArray(s.networks) ? Object.fromEntries(s.networks.map((n) => [n, null])) : (s.networks ?? {}));

const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe.each([
  { file: 'compose.yaml', apps: ['app1', 'app2'], scaleOut: true },
  { file: 'compose.single.yaml', apps: ['app'], scaleOut: false },
])('$file', ({ file, apps, scaleOut }) => {
  const text = read(file);
  // Compose reads YAML's merge keys (`<<: *app`).
  const compose = parse(text, { merge: true }) as ComposeFile;
  const appServices = () => Object.entries(compose.services).filter(([, s]) => isApp(s));

  it('parses, with the app services it describes', () => {
    expect(appServices().map(([name]) => name)).toEqual(apps);
  });

  it('sets the app only variables its configuration reads (src/server/config.ts)', () => {
    for (const [name, service] of appServices()) {
      const unknown = Object.keys(service.environment ?? {}).filter((key) => !ENV_NAMES.includes(key));
      expect(unknown, name).toEqual([]);
    }
  });

  it('reads only variables .env.example documents', () => {
    expect([...referenced(text)].filter((name) => !(name in operatorEnv))).toEqual([]);
  });

  it("starts each instance with a valid configuration from the operator's .env: HTTPS, and the shared services when scaled out", () => {
    for (const [name, service] of appServices()) {
      const env = Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), operatorEnv)]));
      const dataDir = mkdtempSync(path.join(tmpdir(), 'voxbook-compose-'));
      dataDirs.push(dataDir);
      const config = loadConfig({ ...env, DATA_DIR: dataDir });
      expect(config.publicUrl, name).toBe(`https://${operatorEnv.VOXBOOK_DOMAIN}`);
      expect(config.secureCookies, name).toBe(true);
      if (scaleOut) {
        expect(config.databaseUrl, name).toMatch(/^postgres:\/\/voxbook:.+@postgres:5432\/voxbook$/);
        expect(config.s3, name).toMatchObject({ bucket: 'voxbook', endpoint: 'http://minio:9000', forcePathStyle: true });
        expect(config.redisUrl, name).toBe('redis://redis:6379');
        // The instances share one session secret (else each signs cookies the other refuses).
        expect(config.sessionSecret, name).toBe(operatorEnv.SESSION_SECRET);
        expect(config.metrics, name).toEqual({ port: 9464, host: '0.0.0.0' });
      } else {
        expect(config.databaseUrl, name).toBeUndefined();
        expect(config.s3, name).toBeUndefined();
      }
    }
  });

  it("trusts X-Forwarded-For from Caddy's address only", async () => {
    const proxyAddress = Object.values(networksOf(compose.services.proxy!)).find((n) => n?.ipv4_address)?.ipv4_address;
    expect(proxyAddress).toBeDefined();
    for (const [name, service] of appServices()) {
      expect(service.environment?.TRUST_PROXY, name).toBe(proxyAddress);
      const app = Fastify({ trustProxy: service.environment!.TRUST_PROXY });
      app.get('/ip', async (request) => request.ip);
      const neighbour = proxyAddress!.replace(/\.\d+$/, '.99');
      const via = async (remoteAddress: string) =>
        (await app.inject({ url: '/ip', remoteAddress, headers: { 'x-forwarded-for': '203.0.113.9' } })).body;
      expect(await via(proxyAddress!)).toBe('203.0.113.9');
      expect(await via(neighbour)).toBe(neighbour);
      await app.close();
    }
  });

  it('keeps every stateful service on a named volume', () => {
    const declared = Object.keys(compose.volumes ?? {});
    const stateful: Record<string, string> = { proxy: '/data', postgres: '/var/lib/postgresql/data', minio: '/data', redis: '/data' };
    for (const name of apps) stateful[name] = '/data';
    for (const [name, target] of Object.entries(stateful)) {
      const service = compose.services[name];
      if (!service) continue;
      const mount = (service.volumes ?? []).map((v) => v.split(':')).find(([, t]) => t === target);
      expect(mount, `${name} ${target}`).toBeDefined();
      expect(declared, name).toContain(mount![0]);
    }
  });
});
