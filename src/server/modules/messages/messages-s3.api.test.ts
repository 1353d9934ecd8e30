import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { createCreator, SQLITE_ONLY, startTestApp, type TestApp } from '../../test/harness.js';
import { startTestS3, type TestS3 } from '../../test/s3.js';
import { startSmtpServer, type TestSmtp } from '../../test/smtp.js';
import { opusWebm, probe, uploadVoice, waitForPlayable, wav } from './messages.test-support.js';

const zipNames = (buf: Buffer) =>
  new Promise<string[]>((resolve, reject) => {
    yauzl.fromBuffer(buf, {}, (err, zip) => {
      if (err || !zip) return reject(err);
      const names: string[] = [];
      zip.on('entry', (e: yauzl.Entry) => names.push(e.fileName));
      zip.on('end', () => resolve(names));
    });
  });

// The scale-out setup: recordings in an S3 bucket (a real S3 API on loopback) and mail over SMTP.
describe.each(SQLITE_ONLY)('voice flow on S3 storage [%s]', (dialect) => {
  let t: TestApp;
  let s3: TestS3;
  let smtp: TestSmtp;
  beforeAll(async () => {
    s3 = await startTestS3();
    smtp = await startSmtpServer();
    t = await startTestApp(dialect, undefined, { ...s3.env, SMTP_URL: smtp.url });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await s3?.close();
  });

  it('uploads, sends, replies with the attachment, serves the link, zips and deletes from the bucket', async () => {
    const { app } = t;
    expect(app.deps.store.kind).toBe('s3');
    const host = await createCreator(app);
    const rec = opusWebm(2);
    const up = await uploadVoice(app, rec);
    expect(up.statusCode).toBe(200);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/voice-messages',
      payload: { creatorProfileId: host.profile!.id, senderEmail: 's3guest@example.com', audioPath: up.json().path, duration: 2 },
    });
    expect(sent.statusCode).toBe(201);
    const msg = sent.json();
    expect((await app.inject({ method: 'GET', url: msg.audioPath, headers: { cookie: host.cookie } })).rawPayload.equals(rec.bytes)).toBe(true);

    const replyBytes = wav(2);
    const replyUp = await uploadVoice(app, { bytes: replyBytes }, { purpose: 'reply', cookie: host.cookie });
    const res = await app.inject({
      method: 'POST',
      url: '/api/voice-replies',
      headers: { cookie: host.cookie },
      payload: { voiceMessageId: msg.id, audioPath: replyUp.json().path, duration: 2 },
    });
    expect(res.statusCode).toBe(201);
    // The copies are made from the bucket's objects and stored in the bucket.
    const replyCopy = (await app.inject({ method: 'GET', url: await waitForPlayable(app, 'reply', res.json().id), headers: { cookie: host.cookie } })).rawPayload;
    const messageCopy = await waitForPlayable(app, 'message', msg.id);
    expect(probe(replyCopy).format).toBe('mp3');
    const mail = await smtp.waitForMail((m) => m.envelope.to.includes('s3guest@example.com'));
    const att = mail.parsed.attachments.find((a) => a.mimeType.startsWith('audio/'))!;
    expect(Buffer.from(att.content as ArrayBuffer).equals(replyCopy)).toBe(true);
    const link = /\/r\/[A-Za-z0-9_-]+/.exec(mail.parsed.text ?? '')![0];
    const audio = await app.inject({ method: 'GET', url: `${link}/audio`, headers: { range: 'bytes=0-43' } });
    expect(audio.statusCode).toBe(206);
    expect(audio.rawPayload.equals(replyCopy.subarray(0, 44))).toBe(true);

    const zip = await app.inject({ method: 'GET', url: '/api/voice-messages/download', headers: { cookie: host.cookie } });
    expect(await zipNames(zip.rawPayload)).toEqual(['index.html', 'messages.csv', expect.stringMatching(/^001 \d{4}-\d\d-\d\d \d\d-\d\d .+\.mp3$/)]);

    const del = await app.inject({ method: 'DELETE', url: `/api/voice-messages/${msg.id}`, headers: { cookie: host.cookie } });
    expect(del.statusCode).toBe(204);
    expect(await app.deps.store.head(msg.audioPath.replace('/objects/', ''))).toBeNull();
    expect(await app.deps.store.head(replyUp.json().path.replace('/objects/', ''))).toBeNull();
    expect(await app.deps.store.head(messageCopy.replace('/objects/', ''))).toBeNull();
  });
});
