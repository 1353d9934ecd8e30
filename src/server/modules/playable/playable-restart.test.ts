import { chmod, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { type ChildServer, freePort, startChildServer } from '../../test/child-server.js';
import { SQLITE_ONLY } from '../../test/harness.js';
import { createTestDatabase } from '../../test/postgres.js';
import { multipart, probe, wav } from '../messages/messages.test-support.js';

/**
 * An ffmpeg that waits, while a file exists, before making a playable copy (the runs that encode MP3 or measure
 * loudness), so the test can kill the server while a job is surely under way. Everything else runs at once.
 */
async function holdingFfmpeg(dir: string): Promise<string> {
  const file = path.join(dir, 'ffmpeg');
  await writeFile(
    file,
    `#!/bin/sh
case "$*" in *loudnorm*|*libmp3lame*) touch "${dir}/started"; while [ -e "${dir}/hold" ]; do sleep 0.05; done;; esac
exec /usr/bin/ffmpeg "$@"
`,
  );
  await chmod(file, 0o755);
  return file;
}

const exists = (file: string) => stat(file).then(() => true, () => false);

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(SQLITE_ONLY)('a playable copy interrupted by kill -9 [%s]', (dialect) => {
  it('is made after the restart, exactly once', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'voxbook-restart-'));
    const pg = dialect === 'postgres' ? await createTestDatabase() : undefined;
    const env: Record<string, string> = {
      DATA_DIR: path.join(dir, 'data'),
      FFMPEG_PATH: await holdingFfmpeg(dir),
      // A killed worker's job is free again once its lease runs out: short here, 60 s by default.
      JOB_LEASE_SECONDS: '2',
      ...(pg ? { DATABASE_URL: pg.url } : {}),
    };
    const port = await freePort();
    let server: ChildServer | undefined;
    const db = () => openDatabase({ databaseUrl: pg?.url, dataDir: env.DATA_DIR! });
    try {
      server = await startChildServer(env, port);
      const json = (body: unknown, cookie = '') => ({ method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', cookie } });
      const reg = await fetch(`${server.url}/api/register`, json({ email: `restart.${Date.now()}@example.com`, password: 'correct horse battery', firstName: 'R', lastName: 'S' }));
      const cookie = reg.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const profile = (await (await fetch(`${server.url}/api/creator-profile`, json({ username: `restart_${port}`, displayName: 'Restart' }, cookie))).json()) as { id: string };
      const body = multipart({ filename: 'r.wav', contentType: 'audio/wav', bytes: wav(4) });
      const up = await fetch(`${server.url}/api/voice-upload`, { method: 'POST', body: new Uint8Array(body.payload), headers: body.headers });
      expect(up.status).toBe(200);
      await writeFile(path.join(dir, 'hold'), '');
      const sent = await fetch(
        `${server.url}/api/voice-messages`,
        json({ creatorProfileId: profile.id, senderEmail: 'g@example.com', audioPath: ((await up.json()) as { path: string }).path, duration: 4 }),
      );
      expect(sent.status).toBe(201);
      const message = (await sent.json()) as { id: string };

      await until(() => exists(path.join(dir, 'started')), 'the copy to start');
      await server.kill9();
      server = undefined;
      const before = db();
      const job = await before.db.selectFrom('jobs').selectAll().where('key', '=', `message:${message.id}`).executeTakeFirstOrThrow();
      expect(job).toMatchObject({ status: 'running', attempts: 1 });
      await before.close();

      await rm(path.join(dir, 'hold'));
      server = await startChildServer(env, port);
      const after = db();
      try {
        await until(async () => {
          const row = await after.db.selectFrom('voiceMessages').select('playablePath').where('id', '=', message.id).executeTakeFirst();
          return Boolean(row?.playablePath);
        }, 'the copy after the restart');
        const done = await after.db.selectFrom('jobs').selectAll().where('key', '=', `message:${message.id}`).executeTakeFirstOrThrow();
        expect(done).toMatchObject({ status: 'done', attempts: 2 });
        // One copy, recorded once: the killed attempt stored nothing.
        const copies = await after.db.selectFrom('storedObjects').select(['key', 'attached']).where('purpose', '=', 'playable').execute();
        expect(copies).toHaveLength(1);
        expect(copies[0]!.attached).toBe(1);
        // A guest's recording is served to the page's hosts (decision 067): the host's cookie opens it.
        const served = await fetch(`${server.url}/objects/${copies[0]!.key}`, { headers: { cookie } });
        expect(served.status).toBe(200);
        expect(probe(Buffer.from(await served.arrayBuffer())).format).toBe('mp3');
      } finally {
        await after.close();
      }
    } finally {
      await rm(path.join(dir, 'hold'), { force: true });
      await server?.stop();
      await pg?.drop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
