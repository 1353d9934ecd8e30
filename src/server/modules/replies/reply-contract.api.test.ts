import { expect, it } from 'vitest';
import { en } from '../../../shared/i18n/english.js';
import { createCreator, describeApp } from '../../test/harness.js';
import { sendGuestMessage, uploadVoice, wav } from '../messages/messages.test-support.js';

/**
 * The call table of docs/product-spec.md (section 7), as a client written only from it makes the calls: the signed-in
 * host uploads the reply with a plain POST /api/voice-upload (multipart field `file`, no query) and sends POST
 * /api/voice-replies {voiceMessageId, audioPath, duration}. What a recording may become is judged when it is claimed
 * (docs/decisions/019).
 */
describeApp("a voice reply made with the product spec's plain calls", (ctx) => {
  const reply = (cookie: string, payload: Record<string, unknown>) =>
    ctx().app.inject({ method: 'POST', url: '/api/voice-replies', headers: { cookie }, payload });

  it.each([3, 100])('sends a %i s reply uploaded with the plain product spec call', async (seconds) => {
    const { app } = ctx();
    const host = await createCreator(app);
    const msg = await sendGuestMessage(app, host.profile!.id);
    const up = await uploadVoice(app, { bytes: wav(seconds) }, { cookie: host.cookie });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ fileUrl: expect.stringMatching(/^\/objects\//), duration: seconds });
    const res = await reply(host.cookie, { voiceMessageId: msg.id, audioPath: up.json().fileUrl, duration: seconds });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ voiceMessageId: msg.id, duration: seconds, emailStatus: 'sent' });
    const inbox = await app.inject({ method: 'GET', url: '/api/voice-messages', headers: { cookie: host.cookie } });
    expect(inbox.json()[0]).toMatchObject({ id: msg.id, hasReplied: true });
    // The send itself may wait 20 s for the reply's playable copy (replies.service.ts); a 100 s copy takes that long
    // on a loaded machine.
  }, 60_000);

  it('keeps a 100 s upload from becoming a guest message', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const up = await uploadVoice(app, { bytes: wav(100) }, { cookie: host.cookie });
    const res = await app.inject({
      method: 'POST',
      url: '/api/voice-messages',
      payload: { creatorProfileId: host.profile!.id, senderEmail: 'g@example.com', audioPath: up.json().path, duration: 60 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(en('errors.recording_too_long'));
  });

  it("refuses a guest's anonymous upload and another host's upload as a reply, and keeps both unclaimed", async () => {
    const { app } = ctx();
    const [host, other] = [await createCreator(app), await createCreator(app)];
    const msg = await sendGuestMessage(app, host.profile!.id);
    const anonymous = await uploadVoice(app, { bytes: wav(3) });
    const foreign = await uploadVoice(app, { bytes: wav(3) }, { cookie: other.cookie });
    for (const up of [anonymous, foreign]) {
      const res = await reply(host.cookie, { voiceMessageId: msg.id, audioPath: up.json().path, duration: 3 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: en('errors.audio_path_invalid'), code: 'audio_path_invalid' });
    }
    const rows = await app.deps.db
      .selectFrom('storedObjects')
      .select(['attached', 'purpose'])
      .where('key', 'in', [anonymous.json().path, foreign.json().path].map((p: string) => p.replace('/objects/', '')))
      .execute();
    expect(rows).toEqual([
      { attached: 0, purpose: 'voice' },
      { attached: 0, purpose: 'voice' },
    ]);
    // The other host can still use their own upload, for their own guests.
    const theirs = await sendGuestMessage(app, other.profile!.id);
    expect((await reply(other.cookie, { voiceMessageId: theirs.id, audioPath: foreign.json().path, duration: 3 })).statusCode).toBe(201);
  });

  it('claims a recording once: the same upload cannot answer two messages', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const [a, b] = [await sendGuestMessage(app, host.profile!.id), await sendGuestMessage(app, host.profile!.id)];
    const up = await uploadVoice(app, { bytes: wav(2) }, { cookie: host.cookie });
    expect((await reply(host.cookie, { voiceMessageId: a.id, audioPath: up.json().path, duration: 2 })).statusCode).toBe(201);
    const second = await reply(host.cookie, { voiceMessageId: b.id, audioPath: up.json().path, duration: 2 });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ message: en('errors.audio_path_invalid'), code: 'audio_path_invalid' });
  });
});
