import { expect, it } from 'vitest';
import { RELIABILITY_MSG } from '../../../shared/reliability.texts.js';
import { MSG } from '../../../shared/api.texts.js';
import { describeApp } from '../../test/harness.js';
import { uploadVoice, wav } from '../voice/voice.test-support.js';

// An operator pointed FFMPEG_PATH at nothing: the instance says so and takes no recording it cannot measure.
describeApp(
  'an instance without a transcoder',
  (ctx) => {
    it('answers /api/health 503 naming the transcoder, and refuses recordings with 503 rather than guessing their length', async () => {
      const { app } = ctx();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ message: RELIABILITY_MSG.transcoderUnavailable, status: 'unavailable', database: 'ok', storage: 'ok', transcoder: 'unavailable' });
      const up = await uploadVoice(app, { bytes: wav(2) });
      expect(up.statusCode).toBe(503);
      expect(up.json().message).toBe(MSG.recordingsUnavailable);
    });
  },
  (config) => {
    config.ffmpegPath = '/nonexistent/ffmpeg';
  },
);
