import { chmod, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AlbumState } from '../../../shared/album.schemas.js';
import { openDatabase } from '../../db/database.js';
import { type ChildServer, freePort, startChildServer } from '../../test/child-server.js';
import { SQLITE_ONLY } from '../../test/harness.js';
import { createTestDatabase } from '../../test/postgres.js';
import { multipart, wav } from '../messages/messages.test-support.js';
import { ALBUM_AUDIO } from '../../audio/album-audio.js';
import { probeAlbum } from './album.test-support.js';

/** An ffmpeg that waits, while a file exists, before the album's encoder starts; every other run goes at once. */
async function holdingFfmpeg(dir: string): Promise<string> {
  const file = path.join(dir, 'ffmpeg');
  await writeFile(
    file,
    `#!/bin/sh
case "$*" in *pipe:0*) touch "${dir}/started"; while [ -e "${dir}/hold" ]; do sleep 0.05; done;; esac
exec /usr/bin/ffmpeg "$@"
`,
  );
  await chmod(file, 0o755);
  return file;
}

const exists = (file: string) => stat(file).then(() => true, () => false);

async function until<T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(SQLITE_ONLY)('an album build interrupted by kill -9 [%s]', (dialect) => {
  it('completes after the restart, stored once', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'voxbook-album-restart-'));
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
      const url = server.url;
      const json = (body: unknown, cookie = '') => ({ method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', cookie } });
      const reg = await fetch(`${url}/api/register`, json({ email: `album.${Date.now()}@example.com`, password: 'correct horse battery', firstName: 'R', lastName: 'S' }));
      const cookie = reg.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const profile = (await (await fetch(`${url}/api/creator-profile`, json({ username: `album_${port}`, displayName: 'Emma & James' }, cookie))).json()) as { id: string };
      for (const [name, seconds] of [['Anna', 3], ['Ben', 2]] as const) {
        const body = multipart({ filename: 'r.wav', contentType: 'audio/wav', bytes: wav(seconds) });
        const up = (await (await fetch(`${url}/api/voice-upload`, { method: 'POST', body: new Uint8Array(body.payload), headers: body.headers })).json()) as { path: string };
        const sent = await fetch(`${url}/api/voice-messages`, json({ creatorProfileId: profile.id, senderName: name, senderEmail: 'g@example.com', audioPath: up.path, duration: seconds }));
        expect(sent.status).toBe(201);
      }

      await writeFile(path.join(dir, 'hold'), '');
      const started = await fetch(`${url}/api/keepsake/album`, json({ timeZone: 'UTC' }, cookie));
      expect(started.status).toBe(202);
      await until(() => exists(path.join(dir, 'started')), 'the build to start');
      await server.kill9();
      server = undefined;
      // What the killed build left: its temp folder, the album half written (docs/decisions/068).
      const tmp = path.join(env.DATA_DIR!, 'tmp');
      const leftovers = async () => {
        const found: string[] = [];
        for (const instance of await readdir(tmp).catch(() => [] as string[]))
          for (const name of await readdir(path.join(tmp, instance)).catch(() => [] as string[])) if (name.startsWith('album-')) found.push(`${instance}/${name}`);
        return found;
      };
      const left = await leftovers();
      expect(left).toHaveLength(1);
      const before = db();
      const job = await before.db.selectFrom('jobs').selectAll().where('kind', '=', 'album-build').executeTakeFirstOrThrow();
      expect(job).toMatchObject({ status: 'running', attempts: 1 });
      await before.close();

      await rm(path.join(dir, 'hold'));
      server = await startChildServer(env, port);
      const restarted = server.url;
      // Swept at start: the killed process's folder is gone before the retried build makes its own.
      expect(await exists(path.join(tmp, left[0]!.split('/')[0]!))).toBe(false);
      const ready = await until(async () => {
        const s = (await (await fetch(`${restarted}/api/keepsake/album`, { headers: { cookie } })).json()) as AlbumState;
        return s.status === 'ready' && s;
      }, 'the album after the restart');
      expect(ready.file).toMatchObject({ messageCount: 2, outOfDate: false });

      const file = await fetch(`${restarted}/api/keepsake/album/download`, { headers: { cookie } });
      expect(file.status).toBe(200);
      const album = probeAlbum(Buffer.from(await file.arrayBuffer()));
      expect(album.chapters.map((c) => c.title)).toEqual(['Anna', 'Ben']);
      expect(Math.abs(album.duration - (3 + 2 + ALBUM_AUDIO.gapSeconds))).toBeLessThanOrEqual(1);

      const after = db();
      try {
        const done = await after.db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
        expect(done).toMatchObject({ status: 'done', attempts: 2 });
        // One album, recorded once: the killed attempt stored nothing.
        const albums = await after.db.selectFrom('storedObjects').select(['key', 'attached']).where('purpose', '=', 'album').execute();
        expect(albums).toEqual([{ key: expect.stringMatching(/^album\//), attached: 1 }]);
      } finally {
        await after.close();
      }
    } finally {
      await rm(path.join(dir, 'hold'), { force: true });
      await server?.stop();
      await pg?.drop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
