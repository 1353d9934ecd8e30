import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { sendGuestMessage } from '../modules/messages/messages.test-support.js';
import { createCreator, startTestApp } from '../test/harness.js';

const dirs: string[] = [];
const tempDir = async (name: string) => {
  const d = await mkdtemp(path.join(tmpdir(), `voxbook-${name}-`));
  dirs.push(d);
  return d;
};
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('backup and restore of the embedded default', () => {
  it('restores into an empty data folder with every message playable and the host still signed in', async () => {
    const t = await startTestApp('sqlite');
    const host = await createCreator(t.app);
    const sent = [];
    for (let i = 0; i < 3; i++) sent.push(await sendGuestMessage(t.app, host.profile!.id, { senderEmail: `guest${i}@example.com` }));
    const originals = await Promise.all(sent.map(async (m) => (await t.app.inject({ method: 'GET', url: m.audioPath, headers: { cookie: host.cookie } })).rawPayload));

    // The backup runs while the server is up, as an operator would run it (the npm script's command).
    const backup = path.join(await tempDir('backup'), 'snapshot');
    execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli/backup-command.ts', 'backup', '--to', backup], {
      env: { ...process.env, DATA_DIR: t.config.dataDir },
      stdio: 'pipe',
    });
    await t.close();

    const restored = await tempDir('restored');
    execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli/backup-command.ts', 'restore', '--from', backup], {
      env: { ...process.env, DATA_DIR: restored },
      stdio: 'pipe',
    });
    // Restoring over live data is refused.
    expect(() =>
      execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli/backup-command.ts', 'restore', '--from', backup], {
        env: { ...process.env, DATA_DIR: restored },
        stdio: 'pipe',
      }),
    ).toThrow();

    const app = await buildApp(loadConfig({ DATA_DIR: restored, NODE_ENV: 'test', LOG_LEVEL: 'silent' }), { logger: false });
    try {
      const list = await app.inject({ method: 'GET', url: '/api/voice-messages', headers: { cookie: host.cookie } });
      expect(list.statusCode).toBe(200);
      const body = list.json();
      const messages: { id: string; audioPath: string }[] = Array.isArray(body) ? body : body.messages ?? body.items;
      expect(messages.map((m) => m.id).sort()).toEqual(sent.map((m) => m.id).sort());
      for (const [i, m] of sent.entries()) {
        const audio = await app.inject({ method: 'GET', url: m.audioPath, headers: { cookie: host.cookie } });
        expect(audio.statusCode).toBe(200);
        expect(audio.headers['content-type']).toMatch(/^audio\//);
        expect(audio.rawPayload.equals(originals[i]!)).toBe(true);
      }
    } finally {
      await app.close();
    }
  });
});
