import { expect, it } from 'vitest';
import { createCreator, describeApp } from '../../test/harness.js';
import { sweepVoiceUploads } from './sweeper.js';
import { multipart, wav } from './messages.test-support.js';
import { en } from '../../../shared/i18n/english.js';

const RECORDING = wav(3); // 48 KB at 8 kHz

describeApp(
  'the budget of recordings nobody has sent yet',
  (ctx) => {
    const upload = (from: string, cookie?: string) => {
      const body = multipart({ filename: 'r.wav', contentType: 'audio/wav', bytes: RECORDING });
      return ctx().app.inject({
        method: 'POST',
        url: '/api/voice-upload',
        headers: { ...body.headers, 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
        payload: body.payload,
      });
    };
    const send = (profileId: string, audioPath: string, from: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/voice-messages',
        headers: { 'x-forwarded-for': from },
        payload: { creatorProfileId: profileId, senderEmail: 'g@example.com', audioPath, duration: 3 },
      });

    it('stops one sender piling up unsent recordings, and counts a sent one no more', async () => {
      const host = await createCreator(ctx().app);
      const paths: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await upload('10.1.0.1');
        expect(res.statusCode).toBe(200);
        paths.push(res.json().path);
      }
      const refused = await upload('10.1.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(en('errors.reliability_too_many_unsent'));
      // Another guest on another address is not held up by it.
      expect((await upload('10.1.0.2')).statusCode).toBe(200);
      // Sending one frees its bytes: the sender may record again.
      expect((await send(host.profile!.id, paths[0]!, '10.1.0.1')).statusCode).toBe(201);
      expect((await upload('10.1.0.1')).statusCode).toBe(200);
      // A signed-in host on the same address has a budget of their own.
      expect((await upload('10.1.0.1', host.cookie)).statusCode).toBe(200);
      // Unsent recordings go after their hour, and with them the refusal.
      await sweepVoiceUploads(ctx().app.deps, Date.now() + 61 * 60_000);
      expect((await upload('10.1.0.1')).statusCode).toBe(200);
    });

    it('refuses more unsent recordings once the platform holds its limit, but never a sender with none pending', async () => {
      // Fill the platform's budget (4 recordings) from four addresses.
      for (let i = 1; i <= 4; i++) expect((await upload(`10.2.0.${i}`)).statusCode).toBe(200);
      // A guest with nothing pending still records.
      expect((await upload('10.2.0.9')).statusCode).toBe(200);
      // A sender with something pending is refused until it is sent or swept.
      await new Promise((r) => setTimeout(r, 1100)); // the platform's sum is read at most once a second
      const refused = await upload('10.2.0.1');
      expect(refused.statusCode).toBe(507);
      expect(refused.json().message).toBe(en('errors.reliability_unsent_full'));
      await sweepVoiceUploads(ctx().app.deps, Date.now() + 61 * 60_000);
      await new Promise((r) => setTimeout(r, 1100)); // the platform's sum is read at most once a second
      expect((await upload('10.2.0.1')).statusCode).toBe(200);
    });
  },
  (config) => {
    config.limits.unclaimedVoiceBytesPerSender = 3 * RECORDING.length;
    config.limits.unclaimedVoiceBytes = 4 * RECORDING.length;
    config.jobs.concurrency = 0;
  },
);
