import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, it } from 'vitest';
import type { ListenLink } from '../../../shared/book.schemas.js';
import ar from '../../../shared/i18n/ar/mail.json' with { type: 'json' };
import de from '../../../shared/i18n/de/mail.json' with { type: 'json' };
import { en } from '../../../shared/i18n/english.js';
import { englishIn } from '../../../shared/i18n/no-english.test-support.js';
import { PAGE_SIZES } from '../../pdf/pdf-document.js';
import { pdfFileName } from '../../pdf/pdf-stream.js';
import { type Creator, createCreator, describeApp } from '../../test/harness.js';
import { decodeQrCodes, pdfPageCount, pdfPageSizes, pdfPageTexts, pdfText, renderPdfPage } from '../../test/pdf.js';
import { uploadImage } from '../../test/security/security-fixtures.js';
import { sendGuestMessage } from '../messages/messages.test-support.js';

const ORIGIN = 'http://localhost:3000';
const flat = (text: string) => text.replace(/\s+/g, ' ');

const book = (app: FastifyInstance, who: Creator | null, query = '') =>
  app.inject({ method: 'GET', url: `/api/keepsake/book${query}`, headers: who ? { cookie: who.cookie } : {} });
const links = async (app: FastifyInstance, host: Creator) =>
  (await app.inject({ method: 'GET', url: '/api/keepsake/listen-links', headers: { cookie: host.cookie } })).json() as ListenLink[];

/** A guest's message, left at a known moment (UTC) so the book's dates and times can be checked in any zone. */
async function messageAt(app: FastifyInstance, host: Creator, senderName: string, at: number) {
  const msg = await sendGuestMessage(app, host.profile!.id, { senderName });
  await app.deps.db.updateTable('voiceMessages').set({ createdAt: at }).where('id', '=', msg.id).execute();
  return msg;
}

/** How many images a page paints (the cover's profile picture). */
async function imagesOn(pdf: Buffer, page: number): Promise<number> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const ops = await (await doc.getPage(page)).getOperatorList();
    return ops.fnArray.filter((op) => op === OPS.paintImageXObject).length;
  } finally {
    await doc.destroy();
  }
}

describeApp('the book: GET /api/keepsake/book', (ctx) => {
  it("prints the cover and every message in the host's time zone, each with a QR code that opens its listen page", async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const picture = await uploadImage(app, host.cookie, 21);
    expect((await app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { profilePicture: picture } })).statusCode).toBe(200);
    // Saved out of order: the book is in time order.
    const third = await messageAt(app, host, 'Анна Петрова', Date.UTC(2026, 5, 15, 16, 40));
    const first = await messageAt(app, host, 'Zoë Müller', Date.UTC(2026, 5, 14, 22, 3));
    const second = await messageAt(app, host, '', Date.UTC(2026, 5, 15, 1, 15));

    const res = await book(app, host, '?paper=a4&tz=America/New_York');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${pdfFileName(`${host.profile!.username}-voice-guestbook-${today}`)}"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const [cover, entries] = (await pdfPageTexts(pdf)).map(flat);
    expect(await pdfPageCount(pdf)).toBe(2);
    expect(cover).toContain('Ada & Charles');
    expect(cover).toMatch(/14\s?–\s?15 June 2026/);
    expect(cover).toContain('3 voice messages');
    expect(await imagesOn(pdf, 1)).toBe(1);
    // Names, then date and time in New York (UTC-4 in June), and the length, in time order; a blank name is 'A Guest'.
    const order = ['Zoë Müller', 'Sunday 14 June 2026, 18:03', 'A Guest', 'Sunday 14 June 2026, 21:15', 'Анна Петрова', 'Monday 15 June 2026, 12:40'];
    const at = order.map((part) => entries!.indexOf(part));
    expect(at.every((i) => i >= 0), entries).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(entries!.split('Length 0:02').length - 1).toBe(3);
    expect(entries).toContain('Ada & Charles');
    expect(entries).toContain('2 / 2');
    expect(entries).not.toContain('@example.com');

    // Each code scans to that message's own listen link, the one the host's API lists.
    const listed = await links(app, host);
    expect(listed.map((l) => l.voiceMessageId)).toEqual([first.id, second.id, third.id]);
    const codes = await decodeQrCodes(pdf, 2);
    expect(codes.map((c) => c.data)).toEqual(listed.map((l) => l.url));
    // ... and opens the message's page, which shows the time as the book printed it.
    const page = await app.inject({ method: 'GET', url: codes[1]!.data.slice(ORIGIN.length) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(en('guest.listen.heading', { guest: 'A Guest' }));
    expect(page.body).toContain('Sunday 14 June 2026, 21:15');
  });

  it("speaks the host's language: the account's words, dates and numbers (German; Arabic shaped and right to left), English as before", async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    await messageAt(app, host, 'Zoë Müller', Date.UTC(2026, 5, 14, 16, 3));
    await messageAt(app, host, '', Date.UTC(2026, 5, 15, 8, 0));
    const language = async (value: string) =>
      expect((await app.inject({ method: 'PUT', url: '/api/auth/language', headers: { cookie: host.cookie }, payload: { language: value } })).statusCode).toBe(200);
    const pages = async () => {
      const res = await book(app, host, '?tz=Europe/Berlin');
      expect(res.statusCode).toBe(200);
      return { pdf: res.rawPayload, pages: (await pdfPageTexts(res.rawPayload)).map(flat) };
    };

    // The kicker is printed letter-spaced: pdfjs reads a space between its letters.
    const kicker = (page: string) => page.replace(/ /g, '');
    const english = await pages();
    expect(kicker(english.pages[0]!)).toContain(kicker(en('mail.book.kicker').toUpperCase()));
    for (const words of [en('mail.book.messages', { count: 2, total: 2 }), en('mail.book.scanHint'), en('mail.book.madeWith')]) {
      expect(english.pages[0]).toContain(words);
    }
    for (const words of [en('mail.book.entryNumber', { number: 2 }), en('mail.layout.aGuest'), 'Sunday 14 June 2026, 18:03', en('mail.book.length', { clock: '0:02' })]) {
      expect(english.pages[1]).toContain(words);
    }

    await language('de');
    const german = await pages();
    expect(kicker(german.pages[0]!)).toContain(kicker(de.book.kicker.toUpperCase()));
    for (const words of ['2 Sprachnachrichten', de.book.scanHint, de.book.madeWith, '14.–15. Juni 2026']) {
      expect(german.pages[0]).toContain(words);
    }
    for (const words of ['Nr. 2', de.layout.aGuest, 'Sonntag, 14. Juni 2026 um 18:03', 'Länge 0:02']) expect(german.pages[1]).toContain(words);
    for (const words of [en('mail.book.scanHint'), en('mail.layout.aGuest'), 'June', 'Length']) expect(german.pages.join(' ')).not.toContain(words);
    // No English of the mail area (the book's words are there) anywhere in the German book.
    expect(englishIn(german.pages.join('\n'), 'de', ['mail'])).toEqual([]);
    expect(englishIn(english.pages.join('\n'), 'de', ['mail'])).toEqual(expect.arrayContaining([en('mail.book.scanHint')]));

    // pdfjs reads right-to-left text back in its reading order: words, digits or letters out of order would differ.
    await language('ar');
    const arabic = await pages();
    for (const words of [ar.book.kicker, ar.book.messages_two, ar.book.scanHint]) expect(arabic.pages[0]).toContain(words);
    for (const words of ['رقم 2', ar.layout.aGuest, 'المدة 0:02', '2026']) expect(arabic.pages[1]).toContain(words);
    expect(arabic.pages.join(' ')).not.toContain(en('mail.book.scanHint'));
    // Kept to look at: test-results/book-ar-*.png.
    mkdirSync('test-results', { recursive: true });
    for (const page of [1, 2]) writeFileSync(path.join('test-results', `book-ar-${page}.png`), await renderPdfPage(arabic.pdf, page, 80));
  });

  it('uses UTC without a time zone, refuses an unknown zone or paper with a 400, and leaves the picture out when there is none', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    await messageAt(app, host, 'Zoë Müller', Date.UTC(2026, 5, 14, 22, 3));
    const res = await book(app, host);
    expect(res.statusCode).toBe(200);
    expect(await pdfPageSizes(res.rawPayload)).toEqual([1, 2].map(() => ({ width: PAGE_SIZES.a4[0], height: PAGE_SIZES.a4[1] })));
    expect(flat(await pdfText(res.rawPayload))).toContain('Sunday 14 June 2026, 22:03');
    expect(await imagesOn(res.rawPayload, 1)).toBe(0);

    const zone = await book(app, host, '?tz=Mars/Olympus_Mons');
    expect(zone.statusCode).toBe(400);
    expect(zone.json()).toMatchObject({ message: en('errors.invalid_time_zone') });
    const paper = await book(app, host, '?paper=a5');
    expect(paper.statusCode).toBe(400);
    expect(typeof paper.json().message).toBe('string');
  });

  it("prints the question a guest answered under their name, and nothing for a message without one", async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const question = 'Any advice for the years ahead?';
    await app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { prompts: [question] } });
    await sendGuestMessage(app, host.profile!.id, { senderName: 'Anna', prompt: question });
    await sendGuestMessage(app, host.profile!.id, { senderName: 'Ben' });
    const text = flat(await pdfText((await book(app, host)).rawPayload));
    expect(text).toContain(question);
    expect(text.split(question)).toHaveLength(2);
  });

  it('prints on US Letter when asked: six messages to a page, numbered pages', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    for (let i = 1; i <= 7; i++) await messageAt(app, host, `Guest number ${i}`, Date.UTC(2026, 5, 14, 18, i));
    const res = await book(app, host, '?paper=letter&tz=Europe/Berlin');
    expect(res.statusCode).toBe(200);
    const pdf = res.rawPayload;
    expect(await pdfPageSizes(pdf)).toEqual([1, 2, 3].map(() => ({ width: 612, height: 792 })));
    const pages = (await pdfPageTexts(pdf)).map(flat);
    expect(pages[1]).toContain('Guest number 6');
    expect(pages[1]).not.toContain('Guest number 7');
    expect(pages[1]).toContain('2 / 3');
    expect(pages[2]).toContain('Guest number 7');
    expect(pages[2]).toContain('3 / 3');
    // 18:01 UTC is 20:01 in Berlin in June.
    expect(pages[1]).toContain('Sunday 14 June 2026, 20:01');
    const listed = await links(app, host);
    expect((await decodeQrCodes(pdf, 2)).map((c) => c.data)).toEqual(listed.slice(0, 6).map((l) => l.url));
    expect((await decodeQrCodes(pdf, 3)).map((c) => c.data)).toEqual([listed[6]!.url]);
  });

  it("after the links are revoked the next book prints new codes, and the printed ones open nothing", async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    await messageAt(app, host, 'Anna', Date.UTC(2026, 5, 14, 18, 0));
    const before = (await decodeQrCodes((await book(app, host)).rawPayload, 2)).map((c) => c.data);
    expect(before).toEqual((await links(app, host)).map((l) => l.url));

    expect((await app.inject({ method: 'POST', url: '/api/keepsake/listen-links/revoke', headers: { cookie: host.cookie } })).statusCode).toBe(200);
    const after = (await decodeQrCodes((await book(app, host)).rawPayload, 2)).map((c) => c.data);
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before[0]);
    expect((await app.inject({ method: 'GET', url: before[0]!.slice(ORIGIN.length) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: after[0]!.slice(ORIGIN.length) })).statusCode).toBe(200);
  });

  it("gives another host only their own book, and a signed-out caller a 401", async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const other = await createCreator(app);
    await messageAt(app, host, 'Hosts Guest', Date.UTC(2026, 5, 14, 18, 0));
    await messageAt(app, other, 'Others Guest', Date.UTC(2026, 5, 14, 18, 0));

    const theirs = await book(app, other);
    expect(theirs.statusCode).toBe(200);
    const text = flat(await pdfText(theirs.rawPayload));
    expect(text).toContain('Others Guest');
    expect(text).not.toContain('Hosts Guest');
    expect(theirs.headers['content-disposition']).toContain(pdfFileName(other.profile!.username).replace(/\.pdf$/, ''));
    const hostLinks = (await links(app, host)).map((l) => l.url);
    for (const code of await decodeQrCodes(theirs.rawPayload, 2)) expect(hostLinks).not.toContain(code.data);

    const signedOut = await book(app, null, '?paper=letter');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: en('errors.not_signed_in'), code: 'not_signed_in' });
  });
});
