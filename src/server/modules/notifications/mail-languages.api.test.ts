import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '../../../shared/i18n/ar/mail.json' with { type: 'json' };
import en from '../../../shared/i18n/en/mail.json' with { type: 'json' };
import { cookiesFrom, createCreator, type Creator, SQLITE_ONLY, startTestApp, type TestApp, uniqueEmail } from '../../test/harness.js';
import { type ReceivedMail, startSmtpServer, type TestSmtp } from '../../test/smtp.js';
import { sendGuestMessage, uploadVoice, wav } from '../messages/messages.test-support.js';
import { header, notificationsSettled, putSettings } from './notifications.test-support.js';

/**
 * Mails in the recipient's language (docs/decisions/056), through a real SMTP server on both databases: the reply in the
 * language the guest wrote in, account mails in the account's language, the invitation in the page's.
 */

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flatten(v, `${prefix}${k}.`)));

/**
 * The words a mail shows: subject, plain text and the HTML's text (tags and entities gone), without its links: a
 * link's random token is no words ('…/r/cZ8k-on_e8…' would read as the English 'on' about once in 1,500 mails).
 */
const readable = (m: ReceivedMail) =>
  [m.parsed.subject ?? '', m.parsed.text ?? '', (m.parsed.html ?? '').replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&')]
    .join('\n')
    .replace(/https?:\/\/[^\s<>"]+/g, ' ');

/** Sections of mail.json for the book, the album and Download all (docs/decisions/077), not for mails. */
const KEEPSAKE_SECTIONS = ['book', 'album', 'archive', 'archiveCsv'];

/**
 * The English of en/mail.json that shows in a mail: every piece of an English text between its placeholders
 * ('replied to your voice message with a voice message of their own', 'Unsubscribe'), as a whole word or phrase.
 */
function englishIn(m: ReceivedMail): string[] {
  const shown = readable(m);
  const found = new Set<string>();
  for (const [key, english] of flatten(en)) {
    // The keepsake's words share the catalogue but never go into a mail (the CSV's 'no' is Spanish too).
    if (KEEPSAKE_SECTIONS.some((section) => key.startsWith(`${section}.`))) continue;
    for (const piece of english.split(/\{\{\w+\}\}/)) {
      const words = piece.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
      if (!/\p{L}{2}/u.test(words)) continue;
      const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(^|[^\\p{L}])${escaped}([^\\p{L}]|$)`, 'u').test(shown)) found.add(words);
    }
  }
  return [...found];
}

describe.each(SQLITE_ONLY)('mails in the recipient’s language over SMTP [%s]', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  const app = (): FastifyInstance => t.app;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp(dialect, (c) => void (c.jobs.concurrency = 1), { SMTP_URL: smtp.url, MAIL_FROM: 'Voxbook <no-reply@voxbook.test>' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const setAccountLanguage = async (cookie: string, language: string) => {
    const res = await app().inject({ method: 'PUT', url: '/api/auth/language', headers: { cookie }, payload: { language } });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('mails a guest who wrote in French the host’s voice reply in French', async () => {
    const host = await createCreator(app());
    // As the guest's page sends it: the language the page was shown in.
    const msg = await sendGuestMessage(app(), host.profile!.id, { senderName: 'Marie', senderEmail: 'marie.fr@example.com', language: 'fr' });
    const up = await uploadVoice(app(), { bytes: wav(3) }, { purpose: 'reply', cookie: host.cookie });
    expect(up.statusCode).toBe(200);
    const res = await app().inject({ method: 'POST', url: '/api/voice-replies', headers: { cookie: host.cookie }, payload: { voiceMessageId: msg.id, audioPath: up.json().path, duration: 3 } });
    expect(res.statusCode, res.body).toBe(201);

    const mail = await smtp.waitForMail((m) => m.envelope.to.includes('marie.fr@example.com'));
    expect(mail.parsed.subject).toBe('Ada & Charles a répondu à votre message vocal');
    expect(header(mail, 'Content-Language')).toBe('fr');
    expect(mail.parsed.text).toContain('Bonjour Marie,');
    expect(mail.parsed.text).toContain('Ada & Charles a répondu à votre message vocal par un message vocal (3 s).');
    expect(mail.parsed.text).toMatch(/Écoutez-le ici : http:\/\/localhost:3000\/r\/[\w-]+/);
    expect(mail.parsed.html).toContain('<html lang="fr" dir="ltr">');
    expect(mail.parsed.html).toContain('<strong>Ada &amp; Charles</strong> a répondu à votre message vocal par un message vocal (3&nbsp;s).');
    expect(mail.parsed.html).toContain('Ou ouvrez ce lien :');
    expect(englishIn(mail)).toEqual([]);
  });

  it('mails a German host the new-message mail in German, and the unsubscribe page speaks German too', async () => {
    const host = await createCreator(app());
    await setAccountLanguage(host.cookie, 'de');
    expect((await putSettings(app(), host.cookie, { newMessageMail: 'each', timeZone: 'Europe/Berlin' })).statusCode).toBe(200);
    const msg = (await sendGuestMessage(app(), host.profile!.id, { senderName: 'Grace', senderEmail: 'grace.de@example.com' })) as unknown as { createdAt: string };
    await notificationsSettled(app());

    const mail = await smtp.waitForMail((m) => m.envelope.to.includes(host.user.email) && m.parsed.subject === 'Neue Sprachnachricht von Grace');
    expect(header(mail, 'Content-Language')).toBe('de');
    expect(mail.parsed.html).toContain('<html lang="de" dir="ltr">');
    expect(mail.parsed.text).toContain('Hallo Ada,');
    // The time on the host's clock, as German writes it.
    const when = new Intl.DateTimeFormat('de', { timeZone: 'Europe/Berlin', weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      Date.parse(msg.createdAt),
    );
    expect(mail.parsed.text).toContain(`Grace hat am ${when} eine Sprachnachricht (2 Sek.) auf Ada & Charles hinterlassen.`);
    expect(mail.parsed.text).toContain('Alle Uhrzeiten in der Zeitzone Europe/Berlin.');
    expect(mail.parsed.text).toMatch(/Abbestellen: http:\/\/localhost:3000\//);
    expect(englishIn(mail)).toEqual([]);

    const url = new URL(header(mail, 'List-Unsubscribe')!.slice(1, -1));
    const page = await app().inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-language']).toBe('de');
    expect(page.body).toContain('<html lang="de" dir="ltr">');
    expect(page.body).toContain('<h1>Keine E-Mails mehr zu neuen Nachrichten?</h1>');
    expect(page.body).toContain('<footer>Mit Voxbook gemacht</footer>');
    expect(page.body).not.toContain('Unsubscribe</button>');
  });

  it('mails a password reset asked for while signed out in the account’s Arabic, right to left', async () => {
    const email = uniqueEmail('reset.ar');
    const reg = await app().inject({ method: 'POST', url: '/api/register', payload: { email, password: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace' } });
    expect(reg.statusCode).toBe(201);
    await setAccountLanguage(cookiesFrom(reg), 'ar');

    expect((await app().inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })).statusCode).toBe(200);
    const mail = await smtp.waitForMail((m) => m.envelope.to.includes(email) && m.parsed.subject === ar.passwordReset.subject);
    expect(header(mail, 'Content-Language')).toBe('ar');
    expect(mail.parsed.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.parsed.html).toContain('<body dir="rtl"');
    expect(mail.parsed.text).toContain('مرحبًا Ada،');
    expect(mail.parsed.text).toContain('بعد 60 دقيقة');
    expect(mail.parsed.text).toMatch(/اختر كلمة مرور جديدة: http:\/\/localhost:3000\/auth\/reset-password\?token=/);
    expect(englishIn(mail)).toEqual([]);
  });

  it('mails a co-host invitation in the page’s language (the invitee may have no account)', async () => {
    const owner = (await createCreator(app(), { verified: true })) as Creator & { profile: NonNullable<Creator['profile']> };
    // The owner's own account stays English: the page's language decides.
    const put = await app().inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: owner.cookie }, payload: { language: 'es' } });
    expect(put.statusCode, put.body).toBe(200);
    const email = uniqueEmail('invitee.es');
    expect((await app().inject({ method: 'POST', url: '/api/co-hosts/invitations', headers: { cookie: owner.cookie }, payload: { email } })).statusCode).toBe(201);
    const mail = await smtp.waitForMail((m) => m.envelope.to.includes(email));
    expect(mail.parsed.subject).toBe('Invitación para ser coanfitrión de la página de Voxbook de Ada & Charles');
    expect(header(mail, 'Content-Language')).toBe('es');
    expect(mail.parsed.text).toContain('caduca en 7 días');
    expect(englishIn(mail)).toEqual([]);
  });
});
