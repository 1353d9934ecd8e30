import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { createCreator, describeApp } from '../../test/harness.js';
import { downloadArchive, playerSources } from './archive.test-support.js';
import { type AudioFile, audioFile, probe, uploadVoice, waitForPlayable } from '../messages/messages.test-support.js';

async function send(app: FastifyInstance, profileId: string, senderName: string, file: AudioFile) {
  const up = await uploadVoice(app, file);
  expect(up.statusCode).toBe(200);
  const res = await app.inject({
    method: 'POST',
    url: '/api/voice-messages',
    payload: { creatorProfileId: profileId, senderName, senderEmail: 'guest@example.com', audioPath: up.json().path, duration: 1 },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; duration: number };
}

// The background worker runs here, as in production: each message's playable copy is made by the job queue.
describeApp('the archive of playable copies', (ctx) => {
  it("holds every message's playable MP3, as long as the message, each one a player on index.html, linked from beside it", async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const pid = host.profile!.id;
    // As phones and browsers record them: Chrome's WebM, an iPhone's M4A, Android's AMR.
    const sent = [
      await send(app, pid, 'Anna Smith', audioFile('webm', 3, 440)),
      await send(app, pid, 'Jürgen Groß', audioFile('m4a', 5, 550)),
      await send(app, pid, 'Priya 🎉', audioFile('amr', 7, 330)),
    ];
    expect(sent.map((m) => m.duration)).toEqual([3, 5, 7]);
    for (const m of sent) await waitForPlayable(app, 'message', m.id);

    const { res, entries, audio, html } = await downloadArchive(app, host.cookie, 'Asia/Tokyo');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(entries).toHaveLength(2 + sent.length);
    expect(audio.map((e) => e.name)).toEqual([
      expect.stringMatching(/^001 \d{4}-\d\d-\d\d \d\d-\d\d Anna Smith\.mp3$/),
      expect.stringMatching(/^002 \d{4}-\d\d-\d\d \d\d-\d\d Jürgen Groß\.mp3$/),
      expect.stringMatching(/^003 \d{4}-\d\d-\d\d \d\d-\d\d Priya 🎉\.mp3$/),
    ]);
    for (const [i, entry] of audio.entries()) {
      expect(entry.compressionMethod).toBe(0);
      const copy = probe(entry.data);
      expect(copy).toMatchObject({ format: 'mp3', codec: 'mp3', channels: 1 });
      expect(Math.abs(copy.duration - sent[i]!.duration), entry.name).toBeLessThanOrEqual(0.5);
    }
    expect(playerSources(html)).toEqual(audio.map((e) => e.name));
  });
});
