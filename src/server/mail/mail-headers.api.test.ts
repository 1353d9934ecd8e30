import { expect, it } from 'vitest';
import { createCreator, type Host, describeApp } from '../test/harness.js';
import { type ReceivedMail, smtpServerPerFile } from '../test/smtp.js';
import { mailsTo, notificationsSettled, putSettings } from '../modules/notifications/notifications.test-support.js';
import { uploadReply } from '../test/security/security-fixtures.js';
import { sendGuestMessage } from '../modules/messages/messages.test-support.js';
import { headerText } from './header-text.js';

const smtp = smtpServerPerFile();


/** A header exactly as the mail server received it: the raw bytes, folded lines joined, nothing decoded. */
function rawHeader(mail: ReceivedMail, name: string): string {
  const head = mail.raw.toString('latin1').split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  expect(line, `${name} header`).toBeDefined();
  return line!.slice(name.length + 1).trim();
}

const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** What a guest typed: a right-to-left override that turns 'exe.pdf' around, and an encoded word saying '[PAID]'. */
const HOSTILE = 'Ann\u202Efdp.exe =?utf-8?b?W1BBSURdIFJlZnVuZA==?=';

describeApp(
  'users’ text in mail headers (subjects, sender names)',
  (ctx) => {
    const app = () => ctx().app;

    it('a guest’s name reaches the Subject without bidi controls and without an encoded word a mail program would decode', async () => {
      const h = (await createCreator(app())) as Host;
      expect((await putSettings(app(), h.cookie, { newMessageMail: 'each' })).statusCode).toBe(200);
      await sendGuestMessage(app(), h.profile.id, { senderName: HOSTILE });
      await notificationsSettled(app());
      const [mail] = mailsTo(smtp(), h.user.email);
      expect(mail).toBeDefined();
      const subject = rawHeader(mail!, 'Subject');
      // All ASCII once cleaned, so sent as is: had the encoded word stayed, a mail program would show '[PAID] Refund'.
      expect(subject).toBe('New voice message from Annfdp.exe = ?utf-8?b?W1BBSURdIFJlZnVuZA== ?=');
      expect(subject).not.toContain('=?');
      expect(mail!.parsed.subject).not.toContain('[PAID]');
      expect(mail!.parsed.subject).not.toMatch(BIDI);
    });

    it("a host's name with bidi controls and an encoded word is cleaned in the reply mail's sender name and subject", async () => {
      const h = (await createCreator(app())) as Host;
      const name = 'Ada\u2067 =?utf-8?q?Bank_Support?= \u2069\u200F';
      expect((await app().inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: h.cookie }, payload: { displayName: name } })).statusCode).toBe(200);
      const message = await sendGuestMessage(app(), h.profile.id, { senderName: 'Grace', senderEmail: 'replied.header@example.com' });
      const audioPath = await uploadReply(app(), h.cookie);
      const sent = await app().inject({ method: 'POST', url: '/api/voice-replies', headers: { cookie: h.cookie }, payload: { voiceMessageId: message.id, audioPath, duration: 2 } });
      expect(sent.statusCode, sent.body).toBe(201);
      const mail = await smtp().waitForMail((m) => m.envelope.to.includes('replied.header@example.com'));
      for (const header of ['Subject', 'From']) {
        const raw = rawHeader(mail, header);
        expect(raw, header).not.toMatch(/=\?utf-8\?q\?Bank_Support\?=/i);
        expect(raw, header).not.toMatch(BIDI);
      }
      expect(mail.parsed.from?.name).toBe('Ada = ?utf-8?q?Bank_Support?=');
      expect(mail.parsed.subject).not.toContain('Bank Support');
      expect(mail.parsed.subject).not.toMatch(BIDI);
    });
  },
  (config) => {
    config.smtpUrl = smtp().url;
  },
);

it('headerText: one line, no bidi control, no encoded word, the rest as typed', () => {
  expect(headerText('Zoë\r\nBcc: x@example.com')).toBe('Zoë Bcc: x@example.com');
  expect(headerText('\u202Bمرحبا\u202C \u2066Ann\u2069')).toBe('مرحبا Ann');
  // A control hidden inside '=?' does not bring it back; '==??' leaves none either.
  expect(headerText('=\u200E?utf-8?b?QQ==?=')).toBe('= ?utf-8?b?QQ== ?=');
  expect(headerText('==??')).not.toContain('=?');
  expect(headerText('x'.repeat(300))).toHaveLength(200);
});
