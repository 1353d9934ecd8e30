import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Config } from '../../src/server/config.js';
import type { Dialect } from '../../src/server/db/database.js';
import { CLIENT_DIR } from '../../src/server/plugins/spa.js';
import { startTestApp, type TestApp } from '../../src/server/test/harness.js';

export interface RunningServer extends TestApp {
  url: string;
  dataDir: string;
}

/** A free TCP port on loopback (for a server or a driver a test starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** The real server (built client included) listening on a free loopback port, on a temp data folder. */
export async function startServer(
  opts: { dialect?: Dialect; env?: NodeJS.ProcessEnv; overrides?: (c: Config) => void } = {},
): Promise<RunningServer> {
  if (!existsSync(path.join(CLIENT_DIR, 'index.html'))) {
    throw new Error(`The client is not built (${CLIENT_DIR}). Run \`npm run build\` first; \`npm test\` does.`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The running product: its job worker makes playable copies and sends mails while the browser waits for them.
  const overrides = (c: Config) => {
    c.jobs.concurrency = 1;
    opts.overrides?.(c);
  };
  const t = await startTestApp(opts.dialect ?? 'sqlite', overrides, { PUBLIC_URL: url, PORT: String(port), ...opts.env });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { ...t, url, dataDir: t.config.dataDir };
}
