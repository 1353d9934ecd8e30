import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_LOOKS } from '../../../shared/page-design.js';
import { createCreator, SQLITE_ONLY, startTestApp, type TestApp } from '../../test/harness.js';
import { startSmtpServer, type TestSmtp } from '../../test/smtp.js';
import { sendGuestMessage, uploadVoice, waitForPlayable, wav } from '../messages/messages.test-support.js';
import { en } from '../../../shared/i18n/english.js';

async function replyUpload(t: TestApp, cookie: string, seconds = 3) {
  const up = await uploadVoice(t.app, { bytes: wav(seconds) }, { purpose: 'reply', cookie });
  expect(up.statusCode).toBe(200);
  return up.json().path as string;
}

const postReply = (t: TestApp, cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/voice-replies', headers: { cookie }, payload });

const linkIn = (text: string) => /http:\/\/localhost:3000(\/r\/[A-Za-z0-9_-]+)/.exec(text)?.[1];

describe.each(SQLITE_ONLY)('voice replies by email over SMTP [%s]', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp(dialect, undefined, { SMTP_URL: smtp.url, MAIL_FROM: 'Voxbook <no-reply@voxbook.test>' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('mails the guest a reply from the host, with the recording attached and a link that plays it', async () => {
    const host = await createCreator(t.app);
    const msg = await sendGuestMessage(t.app, host.profile!.id, { senderName: 'Grace <b>', senderEmail: 'grace.reply@example.com' });
    const audioPath = await replyUpload(t, host.cookie);

    const res = await postReply(t, host.cookie, { voiceMessageId: msg.id, audioPath, duration: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ voiceMessageId: msg.id, audioPath, duration: 3, emailStatus: 'sent' });
    // What the guest gets is the reply's playable copy (an MP3 every mail app previews), made before the mail went.
    const copyPath = await waitForPlayable(t.app, 'reply', res.json().id);
    const audioBytes = await readFile(path.join(t.config.dataDir, 'objects', copyPath.replace('/objects/', '')));

    const mail = await smtp.waitForMail((m) => m.envelope.to.includes('grace.reply@example.com'));
    expect(mail.parsed.to?.[0]).toMatchObject({ address: 'grace.reply@example.com' });
    expect(mail.parsed.from).toMatchObject({ name: 'Ada & Charles', address: 'no-reply@voxbook.test' });
    expect(mail.parsed.subject).toBe('Ada & Charles replied to your voice message');
    // User values are escaped in the HTML part.
    expect(mail.parsed.html).toContain('Ada &amp; Charles');
    expect(mail.parsed.html).toContain('Grace &lt;b&gt;');
    expect(mail.parsed.html).not.toContain('<b>,');
    const attachment = mail.parsed.attachments.find((a) => a.mimeType.startsWith('audio/'));
    expect(attachment?.filename).toBe('voice-reply.mp3');
    expect(Buffer.from(attachment!.content as ArrayBuffer).equals(audioBytes)).toBe(true);

    const link = linkIn(mail.parsed.text ?? '');
    expect(link).toBeTruthy();
    expect(mail.parsed.html).toContain(`http://localhost:3000${link}`);
    const page = await t.app.inject({ method: 'GET', url: link! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Ada &amp; Charles replied to your voice message');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const src = /<audio[^>]*src="([^"]+)"/.exec(page.body)![1]!;
    const audio = await t.app.inject({ method: 'GET', url: src });
    expect(audio.statusCode).toBe(200);
    expect(audio.rawPayload.equals(audioBytes)).toBe(true);
    expect(audio.headers['cache-control']).toBe('private, max-age=3600');
    const ranged = await t.app.inject({ method: 'GET', url: src, headers: { range: 'bytes=0-99' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.equals(audioBytes.subarray(0, 100))).toBe(true);

    const listed = await t.app.inject({ method: 'GET', url: '/api/voice-messages', headers: { cookie: host.cookie } });
    expect(listed.json()[0]).toMatchObject({ id: msg.id, hasReplied: true });
    // The same recording cannot be sent twice.
    expect((await postReply(t, host.cookie, { voiceMessageId: msg.id, audioPath, duration: 3 })).statusCode).toBe(409);
  });

  it("opens the reply's page in the language the guest wrote in, or the one their link asks for", async () => {
    const host = await createCreator(t.app);
    const msg = await sendGuestMessage(t.app, host.profile!.id, { senderEmail: 'marie.reply@example.com', language: 'fr' });
    const res = await postReply(t, host.cookie, { voiceMessageId: msg.id, audioPath: await replyUpload(t, host.cookie), duration: 3 });
    expect(res.statusCode).toBe(201);
    const mail = await smtp.waitForMail((m) => m.envelope.to.includes('marie.reply@example.com'));
    const link = linkIn(mail.parsed.text ?? '')!;
    const french = await t.app.inject({ method: 'GET', url: link, headers: { 'accept-language': 'en-US' } });
    expect(french.body).toContain('<html lang="fr" dir="ltr">');
    expect(french.body).toContain('Ada &amp; Charles a répondu à votre message vocal');
    expect(french.body).toContain('<audio dir="ltr"');
    const arabic = await t.app.inject({ method: 'GET', url: `${link}?lang=ar` });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('ردّ Ada &amp; Charles على رسالتك الصوتية');
    const unknown = await t.app.inject({ method: 'GET', url: '/r/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Respuesta no encontrada');
  });

  it("wears the host's page: their picture and their theme's background and heading face (docs/decisions/080)", async () => {
    const host = await createCreator(t.app);
    await t.app.deps.db.updateTable('creatorProfiles').set({ profileImagePath: '/objects/pictures/host-face.jpg' }).where('id', '=', host.profile!.id).execute();
    expect((await t.app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { pageTheme: 'garden' } })).statusCode).toBe(200);
    const msg = await sendGuestMessage(t.app, host.profile!.id, { senderEmail: 'garden.reply@example.com' });
    expect((await postReply(t, host.cookie, { voiceMessageId: msg.id, audioPath: await replyUpload(t, host.cookie), duration: 3 })).statusCode).toBe(201);
    const mail = await smtp.waitForMail((m) => m.envelope.to.includes('garden.reply@example.com'));
    const page = await t.app.inject({ method: 'GET', url: linkIn(mail.parsed.text ?? '')! });
    expect(page.body).toMatch(/<img class="host" src="\/objects\/pictures\/host-face\.jpg" alt="Ada &amp; Charles(&#39;|')s profile picture"/);
    expect(page.body).toContain(`background:${PAGE_LOOKS.garden.background};`);
    expect(page.body).not.toContain('#6d28d9');
  });

  it('shows a 404 page for an unknown token, and the link dies with the message', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/r/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect((await t.app.inject({ method: 'GET', url: '/r/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/audio' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/r/..%2F..%2Fetc' })).statusCode).toBe(404);

    const host = await createCreator(t.app);
    const msg = await sendGuestMessage(t.app, host.profile!.id, { senderEmail: 'gone@example.com' });
    const audioPath = await replyUpload(t, host.cookie);
    expect((await postReply(t, host.cookie, { voiceMessageId: msg.id, audioPath, duration: 3 })).statusCode).toBe(201);
    const mail = await smtp.waitForMail((m) => m.envelope.to.includes('gone@example.com'));
    const link = linkIn(mail.parsed.text ?? '')!;
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/voice-messages/${msg.id}`, headers: { cookie: host.cookie } });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
    // The reply's recording left the store with the message.
    expect((await t.app.inject({ method: 'GET', url: audioPath })).statusCode).toBe(404);
  });

  it('checks ownership and input: foreign message 404, foreign or guest upload 400, bad duration 400', async () => {
    const host = await createCreator(t.app);
    const other = await createCreator(t.app);
    const msg = await sendGuestMessage(t.app, host.profile!.id);
    const otherUpload = await replyUpload(t, other.cookie);
    const foreign = await postReply(t, other.cookie, { voiceMessageId: msg.id, audioPath: otherUpload, duration: 3 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(en('errors.voice_message_not_found'));
    // Another host's reply upload, and a guest upload, are not this host's reply recordings.
    expect((await postReply(t, host.cookie, { voiceMessageId: msg.id, audioPath: otherUpload, duration: 3 })).statusCode).toBe(400);
    const guestUpload = (await uploadVoice(t.app, { bytes: wav(2) })).json().path;
    expect((await postReply(t, host.cookie, { voiceMessageId: msg.id, audioPath: guestUpload, duration: 2 })).statusCode).toBe(400);
    const own = await replyUpload(t, host.cookie);
    expect((await postReply(t, host.cookie, { voiceMessageId: msg.id, audioPath: own, duration: 121 })).json().message).toBe(en('errors.reply_too_long'));
    expect((await postReply(t, host.cookie, { voiceMessageId: msg.id, audioPath: own, duration: 0 })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/voice-replies', payload: { voiceMessageId: msg.id, audioPath: own, duration: 3 } })).statusCode).toBe(401);
    const listed = await t.app.inject({ method: 'GET', url: '/api/voice-messages', headers: { cookie: host.cookie } });
    expect(listed.json()[0].hasReplied).toBe(false);
  });

  it('keeps the reply when the mail server refuses (502 with the product spec message), and a retry sends it', async () => {
    const host = await createCreator(t.app);
    const msg = await sendGuestMessage(t.app, host.profile!.id, { senderEmail: 'retry@example.com' });
    const audioPath = await replyUpload(t, host.cookie);
    smtp.rejecting = true;
    let failed;
    try {
      failed = await postReply(t, host.cookie, { voiceMessageId: msg.id, audioPath, duration: 3 });
    } finally {
      smtp.rejecting = false;
    }
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(en('errors.reply_failed'));
    expect(failed.json().reply).toMatchObject({ emailStatus: 'failed', audioPath });
    const stored = await t.app.deps.db.selectFrom('voiceReplies').selectAll().where('voiceMessageId', '=', msg.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.emailStatus).toBe('failed');
    expect(smtp.mails.some((m) => m.envelope.to.includes('retry@example.com'))).toBe(false);

    // Explicit resend (also: posting the same recording again would retry the same reply).
    const resend = await t.app.inject({ method: 'POST', url: `/api/voice-replies/${failed.json().reply.id}/resend`, headers: { cookie: host.cookie } });
    expect(resend.statusCode).toBe(201);
    expect(resend.json()).toMatchObject({ id: failed.json().reply.id, emailStatus: 'sent' });
    const mail = await smtp.waitForMail((m) => m.envelope.to.includes('retry@example.com'));
    const link = linkIn(mail.parsed.text ?? '')!;
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    expect(await t.app.deps.db.selectFrom('voiceReplies').selectAll().where('voiceMessageId', '=', msg.id).execute()).toHaveLength(1);
    const again = await t.app.inject({ method: 'POST', url: `/api/voice-replies/${failed.json().reply.id}/resend`, headers: { cookie: host.cookie } });
    expect(again.statusCode).toBe(409);
  });

  it('retries a failed reply when the same recording is posted again', async () => {
    const host = await createCreator(t.app);
    const msg = await sendGuestMessage(t.app, host.profile!.id, { senderEmail: 'repost@example.com' });
    const audioPath = await replyUpload(t, host.cookie);
    smtp.rejecting = true;
    const failed = await postReply(t, host.cookie, { voiceMessageId: msg.id, audioPath, duration: 3 }).finally(() => {
      smtp.rejecting = false;
    });
    expect(failed.statusCode).toBe(502);
    const ok = await postReply(t, host.cookie, { voiceMessageId: msg.id, audioPath, duration: 3 });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().id).toBe(failed.json().reply.id);
    await smtp.waitForMail((m) => m.envelope.to.includes('repost@example.com'));
  });
});

describe.each(SQLITE_ONLY)('voice replies into the outbox (default mailer) [%s]', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('writes the reply mail as an .eml file in DATA_DIR/outbox', async () => {
    const host = await createCreator(t.app);
    const msg = await sendGuestMessage(t.app, host.profile!.id, { senderEmail: 'outbox@example.com' });
    const audioPath = await replyUpload(t, host.cookie);
    const res = await postReply(t, host.cookie, { voiceMessageId: msg.id, audioPath, duration: 3 });
    expect(res.statusCode).toBe(201);
    const dir = path.join(t.config.dataDir, 'outbox');
    const mails = await Promise.all(
      (await readdir(dir)).filter((f) => f.endsWith('.eml')).map(async (f) => PostalMime.parse(await readFile(path.join(dir, f)))),
    );
    const toGuest = mails.filter((m) => m.to?.[0]?.address === 'outbox@example.com');
    expect(toGuest).toHaveLength(1);
    const parsed = toGuest[0]!;
    expect(parsed.from?.name).toBe('Ada & Charles');
    expect(parsed.attachments.some((a) => a.mimeType.startsWith('audio/'))).toBe(true);
    const link = linkIn(parsed.text ?? '')!;
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
  });
});
