import { expect, it } from 'vitest';
import { describeApp } from '../../test/harness.js';
import { uploadVoice, wav } from '../messages/messages.test-support.js';
import { en } from '../../../shared/i18n/english.js';

// An operator pointed FFMPEG_PATH at nothing: the instance says so and takes no recording it cannot measure.
describeApp(
  'an instance without a transcoder',
  (ctx) => {
    it('answers /api/health 503 naming the transcoder, and refuses recordings with 503 rather than guessing their length', async () => {
      const { app } = ctx();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ message: en('errors.reliability_transcoder_unavailable'), status: 'unavailable', database: 'ok', storage: 'ok', transcoder: 'unavailable' });
      const up = await uploadVoice(app, { bytes: wav(2) });
      expect(up.statusCode).toBe(503);
      expect(up.json().message).toBe(en('errors.recordings_unavailable'));
    });
  },
  (config) => {
    config.ffmpegPath = '/nonexistent/ffmpeg';
  },
);
