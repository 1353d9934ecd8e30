import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createCreator, describeEachDatabase } from '../../test/harness.js';
import { unzip } from '../../test/zip.js';
import { sweepVoiceUploads } from './sweeper.js';
import { sendGuestMessage, uploadVoice, wav } from './voice.test-support.js';

describeEachDatabase('voice messages archive and upload sweeper', (ctx) => {
  it('downloads every recording (stored, not recompressed) plus a safe index.csv as one ZIP', async () => {
    const { app, config } = ctx();
    const host = await createCreator(app);
    const pid = host.profile!.id;
    const a = await sendGuestMessage(app, pid, { senderName: '=HYPERLINK("http://evil")', senderEmail: 'a@example.com', duration: 2 });
    const b = await sendGuestMessage(app, pid, { senderName: 'Smith, "Jo"\nSecond line', senderEmail: 'b@example.com', duration: 2 });
    const c = await sendGuestMessage(app, pid, { senderName: undefined, senderEmail: '+c@example.com', duration: 2 });
    await sendGuestMessage(app, (await createCreator(app)).profile!.id, { senderEmail: 'not-mine@example.com' });

    // This suite's worker is off: no playable copy exists yet, so the originals go into the archive.
    const res = await app.inject({ method: 'GET', url: '/api/voice-messages/download', headers: { cookie: host.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="voxbook-messages-${today}.zip"`);

    const entries = await unzip(res.rawPayload);
    expect(entries.map((e) => e.name)[0]).toBe('index.csv');
    const audio = entries.filter((e) => e.name !== 'index.csv');
    expect(audio).toHaveLength(3);
    for (const [i, m] of [a, b, c].entries()) {
      const onDisk = path.join(config.dataDir, 'objects', m.audioPath.replace('/objects/', ''));
      expect(existsSync(onDisk)).toBe(true);
      expect(audio[i]!.compressionMethod).toBe(0);
      expect(audio[i]!.data.equals(await readFile(onDisk))).toBe(true);
      expect(audio[i]!.name).toMatch(new RegExp(`^000${i + 1}-\\d{4}-\\d{2}-\\d{2}-[a-z0-9-]+\\.wav$`));
    }

    const csv = entries[0]!.data.toString('utf8').replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Name,Email,Date,Duration (seconds),File');
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil""\)",a@example\.com,\d{4}-\d{2}-\d{2}T[\d:.]+Z,2,0001-/);
    expect(csv).toContain('"Smith, ""Jo""\nSecond line",b@example.com,');
    expect(csv).toContain(",'+c@example.com,");
    expect(csv).not.toContain('not-mine@example.com');
    expect(lines.at(-1)).toBe('');

    // Once the copies are made, the archive holds them instead: MP3s every player opens.
    for (const m of [a, b, c]) expect(await app.deps.jobs.runNow('playable-copy', `message:${m.id}`, 10_000)).toBe('done');
    const again = await unzip((await app.inject({ method: 'GET', url: '/api/voice-messages/download', headers: { cookie: host.cookie } })).rawPayload);
    const copies = again.filter((e) => e.name !== 'index.csv');
    for (const [i, m] of [a, b, c].entries()) {
      const listed = (await app.inject({ method: 'GET', url: '/api/voice-messages', headers: { cookie: host.cookie } })).json() as { id: string; playablePath: string }[];
      const copyPath = listed.find((x) => x.id === m.id)!.playablePath;
      expect(copies[i]!.name).toMatch(new RegExp(`^000${i + 1}-.*\\.mp3$`));
      expect(copies[i]!.data.equals(await readFile(path.join(config.dataDir, 'objects', copyPath.replace('/objects/', ''))))).toBe(true);
    }
  });

  it('keeps a recording missing from the disk as an empty entry, and every other one whole', async () => {
    const { app, config } = ctx();
    const host = await createCreator(app);
    const pid = host.profile!.id;
    const kept = await sendGuestMessage(app, pid, { senderEmail: 'kept@example.com', duration: 2 });
    const lost = await sendGuestMessage(app, pid, { senderEmail: 'lost@example.com', duration: 2 });
    const onDisk = (m: { audioPath: string }) => path.join(config.dataDir, 'objects', m.audioPath.replace('/objects/', ''));
    await rm(onDisk(lost));

    const res = await app.inject({ method: 'GET', url: '/api/voice-messages/download', headers: { cookie: host.cookie } });
    expect(res.statusCode).toBe(200);
    const audio = (await unzip(res.rawPayload)).filter((e) => e.name !== 'index.csv');
    expect(audio.map((e) => e.data.length)).toEqual([(await readFile(onDisk(kept))).length, 0]);
    expect(audio[0]!.data.equals(await readFile(onDisk(kept)))).toBe(true);
  });

  it('gives an empty archive (just the index) to a host without messages, and nothing to the signed out', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const res = await app.inject({ method: 'GET', url: '/api/voice-messages/download', headers: { cookie: host.cookie } });
    expect(res.statusCode).toBe(200);
    const entries = await unzip(res.rawPayload);
    expect(entries.map((e) => e.name)).toEqual(['index.csv']);
    expect((await app.inject({ method: 'GET', url: '/api/voice-messages/download' })).statusCode).toBe(401);
  });

  it('sweeps recordings never sent after an hour, and nothing else', async () => {
    const { app, config } = ctx();
    const host = await createCreator(app);
    const abandoned = (await uploadVoice(app, { bytes: wav(1) })).json().path as string;
    const abandonedReply = (await uploadVoice(app, { bytes: wav(1) }, { purpose: 'reply', cookie: host.cookie })).json().path as string;
    const sent = await sendGuestMessage(app, host.profile!.id);
    const fileOf = (p: string) => path.join(config.dataDir, 'objects', p.replace('/objects/', ''));
    const now = Date.now();

    expect(await sweepVoiceUploads(app.deps, now + 59 * 60_000)).toBe(0);
    expect(existsSync(fileOf(abandoned))).toBe(true);

    const removed = await sweepVoiceUploads(app.deps, now + 61 * 60_000);
    expect(removed).toBeGreaterThanOrEqual(2); // earlier tests in this suite may have left some too
    expect(existsSync(fileOf(abandoned))).toBe(false);
    expect(existsSync(fileOf(abandonedReply))).toBe(false);
    expect((await app.inject({ method: 'GET', url: abandoned })).statusCode).toBe(404);
    // A sent message keeps its recording; a swept one can no longer be sent.
    expect(existsSync(fileOf(sent.audioPath))).toBe(true);
    const rows = await app.deps.db.selectFrom('storedObjects').select('key').where('attached', '=', 0).execute();
    expect(rows.filter((r) => ['voice', 'reply', 'playable'].includes(r.key.split('/')[0]!))).toEqual([]);
    const late = await app.inject({
      method: 'POST',
      url: '/api/voice-messages',
      payload: { creatorProfileId: host.profile!.id, senderEmail: 'late@example.com', audioPath: abandoned, duration: 1 },
    });
    expect(late.statusCode).toBe(400);
  });
}, (config) => {
  // No background worker: each test decides when a playable copy is made (jobs.runNow).
  config.jobs.concurrency = 0;
});
