import SQLite from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { wav } from './modules/messages/messages.test-support.js';
import { freePort, startChildServer } from './test/child-server.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

/** A multipart upload whose body arrives in two halves, `pause` ms apart, like a guest on a slow network. */
function slowUpload(url: string, body: Buffer, boundary: string, pause: number, midway: () => void) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      `${url}/api/voice-upload`,
      { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length } },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.subarray(0, half));
    setTimeout(() => {
      midway();
      setTimeout(() => req.end(body.subarray(half)), pause);
    }, pause);
  });
}

describe('Ctrl-C (SIGINT) shuts down gracefully', () => {
  it('lets the in-flight upload finish, exits 0 and leaves a cleanly closed database', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'voxbook-shutdown-'));
    dirs.push(dataDir);
    const server = await startChildServer({ DATA_DIR: dataDir }, await freePort());
    const exit = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));

    const boundary = 'voxbookshutdown';
    const audio = wav(2);
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="m.wav"\r\nContent-Type: audio/wav\r\n\r\n`),
      audio,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    // The signal arrives while the upload is half sent.
    const upload = await slowUpload(server.url, body, boundary, 300, () => server.process.kill('SIGINT'));
    expect(upload.status).toBe(200);
    const { path: audioPath } = JSON.parse(upload.body) as { path: string };

    expect(await exit).toBe(0);
    // New connections are refused once it is down.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    // A clean close checkpoints the WAL and removes it; the file stored during shutdown is whole.
    expect(existsSync(path.join(dataDir, 'voxbook.db-wal'))).toBe(false);
    const db = new SQLite(path.join(dataDir, 'voxbook.db'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const key = audioPath.replace(/^\/objects\//, '');
      expect(db.prepare('select size from stored_objects where key = ?').get(key)).toEqual({ size: audio.length });
    } finally {
      db.close();
    }
  }, 60_000);
});
