import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { SQLITE_ONLY } from '../../test/harness.js';
import { createTestDatabase } from '../../test/postgres.js';
import { adminLogin } from './admin.test-support.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');

describe.each(SQLITE_ONLY)('npm run admin:create [%s]', (dialect) => {
  let env: NodeJS.ProcessEnv;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'voxbook-cli-'));
    const pg = dialect === 'postgres' ? await createTestDatabase() : undefined;
    env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, ...(pg ? { DATABASE_URL: pg.url } : {}) };
    cleanup = async () => {
      await pg?.drop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }, 60_000);
  afterAll(async () => cleanup?.());

  /** The exact command the README gives, run as an operator would. */
  const adminCreate = (...args: string[]) =>
    run('npm', ['run', '-s', 'admin:create', '--', ...args], { cwd: ROOT, env }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );

  it('creates a super admin who can then sign in to the server', async () => {
    const res = await adminCreate('--username', 'Chief', '--password', 'chief password 1', '--email', 'chief@example.com', '--super');
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/Created super admin "chief"/);

    const app = await buildApp(loadConfig({ ...env, LOG_LEVEL: 'silent', NODE_ENV: 'test' }), { logger: false });
    try {
      const login = await adminLogin(app, { username: 'chief', password: 'chief password 1' });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ username: 'chief', email: 'chief@example.com', isSuperAdmin: true });
    } finally {
      await app.close();
    }
  }, 60_000);

  it('creates a plain admin without --super', async () => {
    const res = await adminCreate('--username', 'helper', '--password', 'helper password 1');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/Created admin "helper"/);
  }, 60_000);

  it.each([
    [['--username', 'chief', '--password', 'another password'], 1, 'An admin with this username already exists'],
    [['--username', 'shorty', '--password', 'short'], 1, 'Password must be at least 8 characters'],
    [['--username', 'no spaces allowed', '--password', 'long enough 1'], 1, 'Admin usernames are 3 to 50'],
    [['--username', 'someone'], 2, 'Both --username and --password are required'],
    [['--name', 'x'], 2, "Unknown option '--name'"],
  ])('refuses %j with a clear message', async (args, code, message) => {
    const res = await adminCreate(...args);
    expect(res.code).toBe(code);
    expect(res.stderr).toContain(message);
  }, 60_000);
});
