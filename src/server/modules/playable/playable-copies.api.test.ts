import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYABLE_AUDIO } from '../../audio/playable-copy.js';
import { createCreator, SQLITE_ONLY, startTestApp, type TestApp } from '../../test/harness.js';
import { startSmtpServer, type TestSmtp } from '../../test/smtp.js';
import { unzip } from '../../test/zip.js';
import { type AudioFormat, audioFile, loudness, probe, uploadVoice, waitForPlayable } from '../messages/messages.test-support.js';

describe.each(SQLITE_ONLY)('playable copies of recordings [%s]', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp(dialect, undefined, { SMTP_URL: smtp.url });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  async function send(profileId: string, file: { bytes: Buffer }, email = 'guest@example.com') {
    const up = await uploadVoice(t.app, file);
    expect(up.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/voice-messages',
      payload: { creatorProfileId: profileId, senderName: 'Grace', senderEmail: email, audioPath: up.json().path, duration: 1 },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; audioPath: string; duration: number; playablePath: string | null };
  }

  it.each<AudioFormat>(['webm', 'm4a', 'amr'])(
    'makes an MP3 of a %s message in the background: the true duration in its header and speech loudness',
    async (format) => {
      const host = await createCreator(t.app);
      const source = audioFile(format, 8);
      const msg = await send(host.profile!.id, source);
      // The client claimed 1 s; the server measured 8.
      expect(msg.duration).toBe(8);
      expect(msg.playablePath).toBeNull();
      const playablePath = await waitForPlayable(t.app, 'message', msg.id);
      expect(playablePath).toMatch(/^\/objects\/playable\/[\w-]+\.mp3$/);

      const served = await get(playablePath, host.cookie);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(PLAYABLE_AUDIO.contentType);
      const copy = probe(served.rawPayload);
      expect(copy).toMatchObject({ format: 'mp3', codec: 'mp3', channels: 1 });
      expect(Math.abs(copy.duration - 8)).toBeLessThan(0.3);
      expect(Math.abs(loudness(served.rawPayload) - PLAYABLE_AUDIO.targetLufs)).toBeLessThanOrEqual(2);
      // The original is kept untouched.
      expect((await get(msg.audioPath, host.cookie)).rawPayload.equals(source.bytes)).toBe(true);

      // The inbox offers it; the copy counts in the host's storage and was made once.
      const inbox = (await get('/api/voice-messages', host.cookie)).json() as { id: string; playablePath: string }[];
      expect(inbox.find((m) => m.id === msg.id)?.playablePath).toBe(playablePath);
      const rows = await t.app.deps.db.selectFrom('storedObjects').selectAll().where('purpose', '=', 'playable').where('ownerProfileId', '=', host.profile!.id).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ attached: 1, contentType: 'audio/mpeg' });
      const job = await t.app.deps.db.selectFrom('jobs').selectAll().where('key', '=', `message:${msg.id}`).executeTakeFirstOrThrow();
      expect(job).toMatchObject({ kind: 'playable-copy', status: 'done', attempts: 1 });
    },
  );

  it('puts the playable copies in Download all, and a deleted message takes its copy with it', async () => {
    const host = await createCreator(t.app);
    const a = await send(host.profile!.id, audioFile('webm', 3, 440));
    const b = await send(host.profile!.id, audioFile('ogg', 5, 550));
    const [pa, pb] = [await waitForPlayable(t.app, 'message', a.id), await waitForPlayable(t.app, 'message', b.id)];
    const zip = await get('/api/voice-messages/download', host.cookie);
    expect(zip.statusCode).toBe(200);
    const audio = (await unzip(zip.rawPayload)).filter((e) => e.name !== 'index.html' && e.name !== 'messages.csv');
    expect(audio.map((e) => e.name)).toEqual([expect.stringMatching(/^001 .* Grace\.mp3$/), expect.stringMatching(/^002 .* Grace\.mp3$/)]);
    expect(audio[0]!.data.equals((await get(pa, host.cookie)).rawPayload)).toBe(true);
    expect(probe(audio[1]!.data).duration).toBeCloseTo(5, 0);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/voice-messages/${b.id}`, headers: { cookie: host.cookie } })).statusCode).toBe(204);
    expect((await get(pb, host.cookie)).statusCode).toBe(404);
    expect((await get(b.audioPath, host.cookie)).statusCode).toBe(404);
    expect((await get(pa, host.cookie)).statusCode).toBe(200);
  });

  it('mails the reply as its playable copy, and the /r/ page plays that copy', async () => {
    const host = await createCreator(t.app);
    const msg = await send(host.profile!.id, audioFile('webm', 2), 'replied.guest@example.com');
    // The plain upload of docs/product-spec.md (section 7), then the reply: a Chrome recording of 6 s.
    const up = await uploadVoice(t.app, audioFile('webm', 6, 220), { cookie: host.cookie });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/voice-replies',
      headers: { cookie: host.cookie },
      payload: { voiceMessageId: msg.id, audioPath: up.json().path, duration: 6 },
    });
    expect(res.statusCode).toBe(201);
    const reply = res.json() as { id: string; duration: number };
    expect(reply.duration).toBe(6);
    const playablePath = await waitForPlayable(t.app, 'reply', reply.id);
    const copy = (await get(playablePath, host.cookie)).rawPayload;

    const mail = await smtp.waitForMail((m) => m.envelope.to.includes('replied.guest@example.com'));
    const { parsed } = mail;
    const attachment = parsed.attachments.find((a) => a.mimeType.startsWith('audio/'))!;
    expect(attachment).toMatchObject({ mimeType: 'audio/mpeg', filename: 'voice-reply.mp3' });
    expect(Buffer.from(attachment.content as ArrayBuffer).equals(copy)).toBe(true);
    expect(probe(copy).duration).toBeCloseTo(6, 0);

    const link = /\/r\/[A-Za-z0-9_-]+/.exec(parsed.text ?? '')![0];
    const page = await get(link);
    const src = /<audio[^>]*src="([^"]+)"/.exec(page.body)![1]!;
    const audio = await get(src);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(audio.rawPayload.equals(copy)).toBe(true);
  });

  it('gives recordings stored before copies existed their copy through the backfill job, once', async () => {
    const host = await createCreator(t.app);
    const msg = await send(host.profile!.id, audioFile('wav', 3));
    await waitForPlayable(t.app, 'message', msg.id);
    const { db } = t.app.deps;
    // As an old database would be: no copy, and no job for it.
    const copy = await db.selectFrom('voiceMessages').select('playablePath').where('id', '=', msg.id).executeTakeFirstOrThrow();
    await db.updateTable('voiceMessages').set({ playablePath: null }).where('id', '=', msg.id).execute();
    await db.deleteFrom('storedObjects').where('key', '=', copy.playablePath!.replace('/objects/', '')).execute();
    await db.deleteFrom('jobs').where('key', 'in', [`message:${msg.id}`, 'all']).execute();

    await t.app.deps.jobs.enqueue(db, { kind: 'playable-backfill', key: 'all' });
    t.app.deps.jobs.wake();
    const again = await waitForPlayable(t.app, 'message', msg.id);
    expect(again).not.toBe(copy.playablePath);
    expect(probe((await get(again, host.cookie)).rawPayload).format).toBe('mp3');
    const jobs = await db.selectFrom('jobs').select(['kind', 'status', 'attempts']).where('key', 'in', [`message:${msg.id}`, 'all']).execute();
    expect(jobs.sort((x, y) => x.kind.localeCompare(y.kind))).toEqual([
      { kind: 'playable-backfill', status: 'done', attempts: 1 },
      { kind: 'playable-copy', status: 'done', attempts: 1 },
    ]);
  });
});
