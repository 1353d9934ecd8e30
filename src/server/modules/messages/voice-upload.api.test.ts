import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { LIMITS } from '../../../shared/limits.js';
import { createCreator, describeApp } from '../../test/harness.js';
import { type AudioFormat, audioFile, forgedRecordings, opusWebm, uploadVoice, wav } from './messages.test-support.js';
import { en } from '../../../shared/i18n/english.js';

describeApp('voice upload', (ctx) => {
  const storedKeys = async () => {
    const { app } = ctx();
    return app.deps.db.selectFrom('storedObjects').select(['key', 'purpose', 'attached', 'ownerUserId', 'durationMs']).execute();
  };
  const rowOf = async (p: string) => (await storedKeys()).find((r) => `/objects/${r.key}` === p);
  const filesUnder = async (dir: string) => readdir(path.join(ctx().config.dataDir, 'objects', dir)).catch(() => [] as string[]);

  it('stores a browser recording (Opus in WebM, no duration in its header) for a guest, measured by decoding', async () => {
    const { app } = ctx();
    const rec = opusWebm(3);
    const res = await uploadVoice(app, rec);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.fileUrl).toMatch(/^\/objects\/voice\/[\w-]+\.webm$/);
    expect(body.path).toBe(body.fileUrl);
    expect(body.duration).toBe(3);
    expect(await rowOf(body.path)).toMatchObject({ purpose: 'voice', attached: 0, ownerUserId: null, durationMs: 3000 });
    // The same bytes come back from the served path: the original is kept untouched.
    const served = await app.inject({ method: 'GET', url: body.path });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(rec.bytes)).toBe(true);
  });

  it.each<[AudioFormat, string]>([
    ['m4a', 'm4a'],
    ['mp3', 'mp3'],
    ['ogg', 'ogg'],
    ['wav', 'wav'],
    ['amr', 'amr'],
    ['3gp', '3gp'],
  ])('accepts what phones record: %s, judged by its bytes and measured at its true length', async (format, ext) => {
    const { app } = ctx();
    const file = audioFile(format, 4);
    // Named and typed wrongly on purpose: only the bytes count.
    const res = await uploadVoice(app, { bytes: file.bytes, filename: 'voice.bin', contentType: 'application/octet-stream' });
    expect(res.statusCode).toBe(200);
    expect(res.json().path).toMatch(new RegExp(`\\.${ext}$`));
    expect(res.json().duration).toBe(4);
    expect(Math.abs((await rowOf(res.json().path))!.durationMs! - 4000)).toBeLessThan(100);
  });

  it(`refuses a recording longer than ${LIMITS.voiceMessageSeconds} s (a 61 s one too) and keeps nothing`, async () => {
    const { app } = ctx();
    const before = (await filesUnder('voice')).length;
    for (const long of [{ bytes: wav(61) }, opusWebm(61), audioFile('m4a', 75)]) {
      const res = await uploadVoice(app, long);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(en('errors.recording_too_long'));
    }
    expect((await filesUnder('voice')).length).toBe(before);
    // A recorder stopped by its 60 s timer writes a few frames more: that is fine.
    const atLimit = await uploadVoice(app, { bytes: wav(60.4) });
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json().duration).toBe(60);
  });

  it('measures forged recordings at their true length: header tricks that claimed 5 s of a 600 s file are refused', async () => {
    const { app } = ctx();
    const rowsBefore = (await storedKeys()).length;
    for (const [name, forged] of Object.entries(forgedRecordings())) {
      const res = await uploadVoice(app, forged);
      expect({ name, status: res.statusCode, message: res.json().message }).toEqual({ name, status: 400, message: en('errors.recording_too_long') });
    }
    expect((await storedKeys()).length).toBe(rowsBefore);
  });

  it('judges the type by the bytes: a text file named .webm is 415, and audio-looking bytes that do not decode too', async () => {
    const { app } = ctx();
    const res = await uploadVoice(app, { bytes: Buffer.from('just some text, not audio at all\n'.repeat(20)), filename: 'voice.webm', contentType: 'audio/webm' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBeTruthy();
    // An image is not audio either.
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex');
    expect((await uploadVoice(app, { bytes: png, filename: 'a.webm', contentType: 'audio/webm' })).statusCode).toBe(415);
    // A WebM header followed by noise: it looks like a recording, but no sample decodes from it.
    const head = opusWebm(2).bytes.subarray(0, 300);
    const garbage = Buffer.concat([head, Buffer.alloc(4000, 0x5a)]);
    const rowsBefore = (await storedKeys()).length;
    const broken = await uploadVoice(app, { bytes: garbage, filename: 'r.webm', contentType: 'audio/webm' });
    expect(broken.statusCode).toBe(415);
    expect(broken.json().message).toBe(en('errors.audio_unreadable'));
    expect((await storedKeys()).length).toBe(rowsBefore);
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

  it('records a signed-in uploader and lets them upload up to 120 s; anyone else 60 s', async () => {
    const { app } = ctx();
    expect((await uploadVoice(app, { bytes: wav(2) }, { purpose: 'reply' })).statusCode).toBe(401);
    const host = await createCreator(app);
    // With or without the ?purpose=reply hint: the plain upload of docs/product-spec.md (section 7) works for a host's reply.
    for (const purpose of ['reply', undefined] as const) {
      const res = await uploadVoice(app, { bytes: wav(90) }, { purpose, cookie: host.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json().duration).toBe(90);
      expect(await rowOf(res.json().path)).toMatchObject({ purpose: 'voice', ownerUserId: host.user.id, attached: 0, durationMs: 90_000 });
    }
    // 90 s from a guest is too long at once: it could only ever become a message.
    expect((await uploadVoice(app, { bytes: wav(90) })).json().message).toBe(en('errors.recording_too_long'));
    const tooLong = await uploadVoice(app, { bytes: wav(121) }, { cookie: host.cookie });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(en('errors.reply_too_long'));
    expect((await app.inject({ method: 'POST', url: '/api/voice-upload?purpose=other' })).statusCode).toBe(400);
  });

  it('answers a request without a file clearly (4xx, never 500)', async () => {
    const { app } = ctx();
    const res = await app.inject({ method: 'POST', url: '/api/voice-upload', payload: { file: 'x' } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describeApp(
  'voice rate limits',
  (ctx) => {
    it('limits uploads per client (429 after the allowance)', async () => {
      const { app } = ctx();
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await uploadVoice(app, { bytes: wav(1) })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
      expect((await uploadVoice(app, { bytes: wav(1) })).json().message).toBe(en('errors.too_many_requests'));
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
