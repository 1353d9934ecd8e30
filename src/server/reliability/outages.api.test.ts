import SQLite from 'better-sqlite3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { sendGuestMessage, uploadVoice, wav } from '../modules/messages/messages.test-support.js';
import { createTestDatabase } from '../test/postgres.js';
import { s3Env } from '../test/s3.js';
import { createCreator, startTestApp, type TestApp } from '../test/harness.js';
import { startTcpProxy } from '../test/tcp-proxy.js';
import { en } from '../../shared/i18n/english.js';

const health = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/health' });

describe('the database becoming unreachable', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('PostgreSQL: requests answer 503 with a message while it is cut off, and work again without a restart', async () => {
    const pgdb = await createTestDatabase();
    cleanups.push(() => pgdb.drop());
    const target = new URL(pgdb.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(() => proxy.close());
    const viaProxy = new URL(pgdb.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    // DATABASE_URL given as env beats the harness's own database: the app talks to PostgreSQL through the proxy.
    const t = await startTestApp('sqlite', () => {}, { DATABASE_URL: viaProxy.toString() });
    cleanups.push(() => t.close());
    expect(t.app.deps.dialect).toBe('postgres');
    const host = await createCreator(t.app);
    const message = await sendGuestMessage(t.app, host.profile!.id);
    expect((await health(t)).json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok', transcoder: 'ok', transcoderSource: 'system' });

    await proxy.cut();
    const down = await health(t);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ message: en('errors.reliability_database_unavailable'), database: 'unavailable', storage: 'ok' });
    const calls = [
      t.app.inject({ method: 'GET', url: '/api/voice-messages', headers: { cookie: host.cookie } }),
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email: host.user.email, password: 'correct horse battery' } }),
      t.app.inject({ method: 'GET', url: `/api/profile/${host.profile!.username}` }),
      uploadVoice(t.app, { bytes: wav(1) }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(503);
      expect(typeof res.json().message).toBe('string');
      expect(res.json().message.length).toBeGreaterThan(10);
    }

    await proxy.restore();
    expect((await health(t)).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/voice-messages', headers: { cookie: host.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((m: { id: string }) => m.id)).toEqual([message.id]);
    await sendGuestMessage(t.app, host.profile!.id);
  });

  it('SQLite: a write lock held past the busy timeout answers 503 with a message, then writes work again', async () => {
    const t = await startTestApp('sqlite');
    cleanups.push(() => t.close());
    const host = await createCreator(t.app);
    const other = new SQLite(path.join(t.config.dataDir, 'voxbook.db'));
    cleanups.push(async () => other.close());
    other.exec('BEGIN IMMEDIATE');
    try {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/creator-profile',
        headers: { cookie: host.cookie },
        payload: { displayName: 'Locked out', username: host.profile!.username, bio: '', isActive: true },
      });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ message: en('errors.reliability_database_unavailable'), code: 'reliability_database_unavailable' });
    } finally {
      other.exec('COMMIT');
    }
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/creator-profile',
      headers: { cookie: host.cookie },
      payload: { displayName: 'Back again', username: host.profile!.username, bio: '', isActive: true },
    });
    expect(again.statusCode, again.body).toBe(200);
  }, 20_000);
});

describe('the bucket becoming unreachable', () => {
  it('uploads and media answer 503 with a message while it is down, and work again when it is back on the same port', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'voxbook-s3-outage-'));
    const bucket = 'voxbook-outage';
    const start = async (port: number) => {
      const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
      const address = await server.run();
      return { server, port: address.port };
    };
    const stop = async (server: S3rver) => {
      server.httpServer?.closeAllConnections();
      await server.close();
    };
    let s3 = await start(0);
    const endpoint = `http://127.0.0.1:${s3.port}`;
    const t = await startTestApp('sqlite', () => {}, s3Env(bucket, endpoint));
    try {
      const host = await createCreator(t.app);
      const audio = wav(2);
      const message = await sendGuestMessage(t.app, host.profile!.id);
      expect((await health(t)).statusCode).toBe(200);

      await stop(s3.server);
      const down = await health(t);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ message: en('errors.reliability_storage_unavailable'), database: 'ok', storage: 'unavailable' });
      const upload = await uploadVoice(t.app, { bytes: audio });
      const play = await t.app.inject({ method: 'GET', url: message.audioPath, headers: { cookie: host.cookie } });
      for (const res of [upload, play]) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toEqual({ message: en('errors.reliability_storage_unavailable'), code: 'reliability_storage_unavailable' });
      }

      s3 = await start(s3.port);
      expect((await health(t)).statusCode).toBe(200);
      const replay = await t.app.inject({ method: 'GET', url: message.audioPath, headers: { cookie: host.cookie } });
      expect(replay.statusCode).toBe(200);
      expect(Buffer.compare(replay.rawPayload, audio)).toBe(0);
      expect((await uploadVoice(t.app, { bytes: audio })).statusCode).toBe(200);
    } finally {
      await t.close();
      await stop(s3.server);
      await rm(directory, { recursive: true, force: true });
    }
  });
});
