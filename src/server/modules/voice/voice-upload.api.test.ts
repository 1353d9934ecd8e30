import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.js';
import { LIMITS } from '../../../shared/limits.js';
import { createCreator, describeEachDatabase } from '../../test/harness.js';
import { opusWebm, uploadVoice, wav } from './voice.test-support.js';

describeEachDatabase('voice upload', (ctx) => {
  const storedKeys = async () => {
    const { app } = ctx();
    return (await app.deps.db.selectFrom('storedObjects').select(['key', 'purpose', 'attached', 'ownerUserId']).execute());
  };
  const filesUnder = async (dir: string) => readdir(path.join(ctx().config.dataDir, 'objects', dir)).catch(() => [] as string[]);

  it('stores a browser recording (Opus in WebM) for a guest and returns where it lives', async () => {
    const { app } = ctx();
    const rec = opusWebm(3);
    const res = await uploadVoice(app, rec);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.fileUrl).toMatch(/^\/objects\/voice\/[\w-]+\.(webm|wav)$/);
    expect(body.path).toBe(body.fileUrl);
    expect(body.duration).toBe(3);
    const row = (await storedKeys()).find((r) => `/objects/${r.key}` === body.path);
    expect(row).toMatchObject({ purpose: 'voice', attached: 0, ownerUserId: null });
    // The same bytes come back from the served path.
    const served = await app.inject({ method: 'GET', url: body.path });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(rec.bytes)).toBe(true);
  });

  it(`refuses a recording longer than ${LIMITS.voiceMessageSeconds} s (+1 s tolerance) and keeps nothing`, async () => {
    const { app } = ctx();
    const before = (await filesUnder('voice')).length;
    const long = await uploadVoice(app, { bytes: wav(62) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(MSG.recordingTooLong);
    const longWebm = await uploadVoice(app, opusWebm(63));
    expect(longWebm.statusCode).toBe(400);
    expect(longWebm.json().message).toBe(MSG.recordingTooLong);
    expect((await filesUnder('voice')).length).toBe(before);
    // Within the tolerance is fine.
    expect((await uploadVoice(app, { bytes: wav(60.8) })).statusCode).toBe(200);
  });

  it('judges the type by the bytes: a text file named .webm is 415', async () => {
    const { app } = ctx();
    const res = await uploadVoice(app, { bytes: Buffer.from('just some text, not audio at all\n'.repeat(20)), filename: 'voice.webm', contentType: 'audio/webm' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBeTruthy();
    // An image is not audio either.
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex');
    expect((await uploadVoice(app, { bytes: png, filename: 'a.webm', contentType: 'audio/webm' })).statusCode).toBe(415);
  });

  it(`refuses more than ${LIMITS.voiceUploadBytes / 1024 / 1024} MB with 413 and leaves no file or row`, async () => {
    const { app } = ctx();
    const rowsBefore = (await storedKeys()).length;
    const filesBefore = (await filesUnder('voice')).length;
    const big = wav(LIMITS.voiceUploadBytes / 16_000 + 10); // 8 kHz 16-bit: 16,000 bytes a second
    expect(big.length).toBeGreaterThan(LIMITS.voiceUploadBytes);
    const res = await uploadVoice(app, { bytes: big });
    expect(res.statusCode).toBe(413);
    expect((await storedKeys()).length).toBe(rowsBefore);
    expect((await filesUnder('voice')).length).toBe(filesBefore);
  });

  it('takes reply recordings only from a signed-in host, owned by them, up to 120 s', async () => {
    const { app } = ctx();
    expect((await uploadVoice(app, { bytes: wav(2) }, { purpose: 'reply' })).statusCode).toBe(401);
    const host = await createCreator(app);
    const res = await uploadVoice(app, { bytes: wav(90) }, { purpose: 'reply', cookie: host.cookie });
    expect(res.statusCode).toBe(200);
    const row = (await storedKeys()).find((r) => `/objects/${r.key}` === res.json().path);
    expect(row).toMatchObject({ purpose: 'reply', ownerUserId: host.user.id, attached: 0 });
    // 90 s is a fine reply but too long for a guest's message.
    expect((await uploadVoice(app, { bytes: wav(90) })).json().message).toBe(MSG.recordingTooLong);
    const tooLong = await uploadVoice(app, { bytes: wav(122) }, { purpose: 'reply', cookie: host.cookie });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(MSG.replyTooLong);
    expect((await app.inject({ method: 'POST', url: '/api/voice-upload?purpose=other' })).statusCode).toBe(400);
  });

  it('answers a request without a file clearly (4xx, never 500)', async () => {
    const { app } = ctx();
    const res = await app.inject({ method: 'POST', url: '/api/voice-upload', payload: { file: 'x' } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describeEachDatabase(
  'voice rate limits',
  (ctx) => {
    it('limits uploads per client (429 after the allowance)', async () => {
      const { app } = ctx();
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await uploadVoice(app, { bytes: wav(1) })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
      expect((await uploadVoice(app, { bytes: wav(1) })).json().message).toBe(MSG.tooManyRequests);
    });

    it('limits sent messages per client', async () => {
      const { app } = ctx();
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        codes.push((await app.inject({ method: 'POST', url: '/api/voice-messages', payload: { creatorProfileId: 'x', senderEmail: 'a@example.com' } })).statusCode);
      }
      expect(codes).toEqual([400, 400, 429]);
    });
  },
  (config) => {
    config.rateLimits.voiceUpload = { max: 2, windowMs: 60_000 };
    config.rateLimits.voiceMessage = { max: 2, windowMs: 60_000 };
  },
);
