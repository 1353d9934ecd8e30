import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import ar from '../../../shared/i18n/ar/mail.json' with { type: 'json' };
import de from '../../../shared/i18n/de/mail.json' with { type: 'json' };
import { en } from '../../../shared/i18n/english.js';
import { englishIn } from '../../../shared/i18n/no-english.test-support.js';
import { translator } from '../../../shared/i18n/translator.js';
import { createCreator, describeApp } from '../../test/harness.js';
import { joinAsCoHost } from '../../test/security/security-fixtures.js';
import { ARCHIVE_URL, downloadArchive, pageUrls, playerSources, wallClock } from './archive.test-support.js';
import { sweepVoiceUploads } from '../messages/sweeper.js';
import { sendGuestMessage, uploadVoice, wav } from '../messages/messages.test-support.js';

type Sent = Awaited<ReturnType<typeof sendGuestMessage>>;

/** Back-dates a message, as if it had been sent then. */
const sentAt = (app: FastifyInstance, m: Sent, iso: string) =>
  app.deps.db.updateTable('voiceMessages').set({ createdAt: Date.parse(iso) }).where('id', '=', m.id).execute();

/** What a spreadsheet shows in a cell that would otherwise run as a formula: the text, after an apostrophe. */
const asText = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

/**
 * A host's four messages, sent in one order and dated in another: two in the same minute, one sent on New Year's Eve
 * in UTC that is already New Year in Paris. Plus another host's message, which must never show up.
 */
async function hostWithMessages(app: FastifyInstance) {
  const host = await createCreator(app);
  const pid = host.profile!.id;
  const evil = await sendGuestMessage(app, pid, { senderName: '=HYPERLINK("http://evil")', senderEmail: 'a@example.com' });
  const smith = await sendGuestMessage(app, pid, { senderName: 'Smith, "Jo"\nSecond line', senderEmail: 'b@example.com' });
  const blank = await sendGuestMessage(app, pid, { senderName: undefined, senderEmail: '+c@example.com' });
  const zoe = await sendGuestMessage(app, pid, { senderName: 'Zoë/Ångström 🎉', senderEmail: 'd@example.com' });
  await sentAt(app, evil, '2026-12-31T23:30:00Z');
  await sentAt(app, smith, '2026-06-14T16:03:00Z');
  await sentAt(app, blank, '2026-06-14T16:03:30Z');
  await sentAt(app, zoe, '2026-06-15T08:00:00Z');
  const other = await createCreator(app);
  await sendGuestMessage(app, other.profile!.id, { senderName: 'Not Mine', senderEmail: 'not-mine@example.com' });
  return { host, other, inOrder: [smith, blank, zoe, evil] };
}

const PARIS_NAMES = [
  '001 2026-06-14 18-03 Smith, Jo Second line',
  '002 2026-06-14 18-03 A Guest',
  '003 2026-06-15 10-00 Zoë Ångström 🎉',
  '004 2027-01-01 00-30 =HYPERLINK( http evil )',
];

describeApp('the archive (Download all) and the upload sweeper', (ctx) => {
  it("names each recording by number, the host's date and time and the guest, in time order, stored as it is", async () => {
    const { app, config } = ctx();
    const { host, inOrder } = await hostWithMessages(app);

    // This suite's worker is off: no playable copy exists yet, so the originals go in, under their own extension.
    const archive = await downloadArchive(app, host.cookie, 'Europe/Paris');
    const { res, entries, audio } = archive;
    expect(res.headers['content-type']).toBe('application/zip');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    expect(res.headers['content-disposition']).toBe(`attachment; filename="voxbook-messages-${today}.zip"`);
    // Announced up front, and exact: the browser shows the download's progress against it.
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);

    expect(entries.map((e) => e.name)).toEqual(['index.html', 'messages.csv', ...PARIS_NAMES.map((n) => `${n}.wav`)]);
    for (const [i, m] of inOrder.entries()) {
      expect(audio[i]!.compressionMethod).toBe(0);
      expect(audio[i]!.data.equals(await readFile(path.join(config.dataDir, 'objects', m.audioPath.replace('/objects/', ''))))).toBe(true);
    }
    // The text files are deflated no more than the audio: what the writer stores, the host's unzip reads as is.
    expect(entries.slice(0, 2).map((e) => e.compressionMethod)).toEqual([0, 0]);

    // Without a zone (or with one this server does not know) the times are UTC, and the archive says so.
    for (const tz of [undefined, 'Mars/Olympus_Mons']) {
      const utc = await downloadArchive(app, host.cookie, tz);
      expect(utc.audio.map((e) => e.name)).toEqual([
        '001 2026-06-14 16-03 Smith, Jo Second line.wav',
        '002 2026-06-14 16-03 A Guest.wav',
        '003 2026-06-15 08-00 Zoë Ångström 🎉.wav',
        '004 2026-12-31 23-30 =HYPERLINK( http evil ).wav',
      ]);
      expect(utc.csv()[0]![3]).toBe('Date and time (UTC)');
      expect(utc.html).toContain('Times are in UTC.');
    }
    const tooLong = await app.inject({ method: 'GET', url: `${ARCHIVE_URL}?tz=${'A'.repeat(65)}`, headers: { cookie: host.cookie } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });

  it('lists every message in messages.csv as the inbox shows it, in the host\'s time zone, safe for spreadsheets', async () => {
    const { app } = ctx();
    const { host, inOrder } = await hostWithMessages(app);
    // One of them answered: 'yes' in its row.
    const replyAudio = (await uploadVoice(app, { bytes: wav(1) }, { purpose: 'reply', cookie: host.cookie })).json().path as string;
    const reply = await app.inject({
      method: 'POST',
      url: '/api/voice-replies',
      headers: { cookie: host.cookie },
      payload: { voiceMessageId: inOrder[2]!.id, audioPath: replyAudio, duration: 1 },
    });
    expect(reply.statusCode).toBe(201);

    const archive = await downloadArchive(app, host.cookie, 'America/New_York');
    const rows = archive.csv();
    expect(rows[0]).toEqual(['Number', 'Name', 'Email', 'Date and time (America/New_York)', 'Duration (seconds)', 'File', 'Replied']);
    const inbox = ((await app.inject({ method: 'GET', url: '/api/voice-messages?limit=100', headers: { cookie: host.cookie } })).json() as {
      senderName: string | null;
      senderEmail: string;
      createdAt: string;
      duration: number;
      hasReplied: boolean;
    }[]).reverse();
    expect(rows.slice(1)).toEqual(
      inbox.map((m, i) => [
        String(i + 1),
        asText(m.senderName ?? ''),
        asText(m.senderEmail),
        wallClock(m.createdAt, 'America/New_York'),
        String(m.duration),
        archive.audio[i]!.name,
        m.hasReplied ? 'yes' : 'no',
      ]),
    );
    expect(rows.slice(1).map((r) => r[6])).toEqual(['no', 'no', 'yes', 'no']);
    // Spelled out: the formula and the address starting with '+' are text, quotes and line breaks survive.
    expect(archive.csvText).toContain(`"'=HYPERLINK(""http://evil"")",a@example.com,2026-12-31 18:30,2,`);
    expect(archive.csvText).toContain('"Smith, ""Jo""\nSecond line",b@example.com,');
    expect(archive.csvText).toContain(",'+c@example.com,");
    expect(archive.csvText.endsWith('\r\n')).toBe(true);
    expect(archive.csvText).not.toContain('not-mine@example.com');
  });

  it('adds a Prompt column and shows the question on the page when guests answered the host\'s questions', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const pid = host.profile!.id;
    const question = 'What is your favourite memory of us?';
    await app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { prompts: [question] } });
    const answered = await sendGuestMessage(app, pid, { senderName: 'Anna', senderEmail: 'anna@example.com', prompt: question });
    const free = await sendGuestMessage(app, pid, { senderName: 'Ben', senderEmail: 'ben@example.com' });
    await sentAt(app, answered, '2026-06-14T16:00:00Z');
    await sentAt(app, free, '2026-06-14T17:00:00Z');

    const archive = await downloadArchive(app, host.cookie, 'UTC');
    const rows = archive.csv();
    expect(rows[0]).toEqual(['Number', 'Name', 'Email', 'Date and time (UTC)', 'Duration (seconds)', 'Prompt', 'File', 'Replied']);
    expect(rows.slice(1).map((r) => [r[1], r[5]])).toEqual([['Anna', question], ['Ben', '']]);
    expect(archive.html).toContain(`“${question}”`);
    // The exact length announced up front still matches what was sent.
    expect(Number(archive.res.headers['content-length'])).toBe(archive.res.rawPayload.length);
  });

  it('lists every message on index.html with its number, name, time, duration and a player of the file beside it', async () => {
    const { app } = ctx();
    const { host } = await hostWithMessages(app);
    const { html, audio } = await downloadArchive(app, host.cookie, 'Europe/Paris');

    expect(playerSources(html)).toEqual(audio.map((e) => e.name));
    expect(html.match(/<audio controls preload="metadata" src="[^"]+">/g)).toHaveLength(4);
    // Relative links only, to files in the archive: nothing on a server, nothing online, no script.
    const urls = pageUrls(html);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url).not.toMatch(/^[a-z][a-z0-9+.-]*:|^\/|\.\./i);
      expect(audio.map((e) => e.name)).toContain(decodeURIComponent(url));
    }
    expect(html).not.toMatch(/<script|<link|<img|<iframe|@import/i);

    expect(html).toContain('<title>Voice messages for Ada &amp; Charles</title>');
    expect(html).toContain('<h1>Ada &amp; Charles</h1>');
    expect(html).toContain('<p>14 June 2026 – 1 January 2027</p>');
    expect(html).toContain('4 voice messages');
    // Names are the guests' own words, escaped: the page shows them and runs nothing.
    expect(html).toContain('<h2>=HYPERLINK(&quot;http://evil&quot;)</h2>');
    expect(html).toContain('<h2>Smith, &quot;Jo&quot;\nSecond line</h2>');
    expect(html).toContain('<h2>A Guest</h2>');
    expect(html).toContain('<h2>Zoë/Ångström 🎉</h2>');
    for (const [number, time] of [['001', '14 June 2026, 18:03'], ['002', '14 June 2026, 18:03'], ['003', '15 June 2026, 10:00'], ['004', '1 January 2027, 00:30']]) {
      expect(html).toMatch(new RegExp(`<span class="num">${number}</span>[\\s\\S]*?<time datetime="[^"]+">${time}</time> · 0:02`));
    }
    expect(html).not.toContain('Not Mine');
  });

  it("speaks the host's language: their account's, else their page's; German and Arabic words, dates and headers, English as before", async () => {
    const { app } = ctx();
    const { host } = await hostWithMessages(app);
    const put = async (url: string, payload: object) => expect((await app.inject({ method: 'PUT', url, headers: { cookie: host.cookie }, payload })).statusCode).toBe(200);
    const columns = ['number', 'name', 'email', 'dateTime', 'duration', 'file', 'replied'] as const;
    const zone = 'Europe/Paris';

    // No language chosen anywhere: English, word for word as the catalogue has it.
    const english = await downloadArchive(app, host.cookie, zone);
    expect(english.csv()[0]).toEqual(columns.map((c) => en(`mail.archiveCsv.${c}`, { zone })));
    expect(english.csv().slice(1).map((row) => row.at(-1))).toEqual(Array(4).fill(en('mail.archiveCsv.no')));
    expect(english.html).toContain('<html lang="en" dir="ltr">');
    expect(english.html).toContain(`<title>${en('mail.archive.title', { host: 'Ada &amp; Charles' })}</title>`);
    expect(english.html).toContain(en('mail.archive.messages', { count: 4, total: 4 }));
    expect(english.html).toContain(`<h2>${en('mail.layout.aGuest')}</h2>`);
    expect(english.html).toContain(en('mail.archive.timeZone', { zone }));

    // The account's language: German words, German dates, German names for a guest without one (in the file name too).
    await put('/api/creator-profile', { language: 'fr' });
    await put('/api/auth/language', { language: 'de' });
    const t = translator('de', de);
    const german = await downloadArchive(app, host.cookie, zone);
    expect(german.csv()[0]).toEqual(columns.map((c) => t(`archiveCsv.${c}`, { zone })));
    expect(german.csv()[0]![3]).toBe('Datum und Uhrzeit (Europe/Paris)');
    expect(german.csv().slice(1).map((row) => row.at(-1))).toEqual(Array(4).fill('nein'));
    expect(german.audio.map((e) => e.name)).toContain(`002 2026-06-14 18-03 ${de.layout.aGuest}.wav`);
    expect(german.html).toContain('<html lang="de" dir="ltr">');
    expect(german.html).toContain(`<title>${t('archive.title', { host: 'Ada &amp; Charles' })}</title>`);
    expect(german.html).toContain('4 Sprachnachrichten');
    expect(german.html).toContain(`<h2>${de.layout.aGuest}</h2>`);
    expect(german.html).toContain('<p>14. Juni 2026 – 1. Januar 2027</p>');
    expect(german.html).toMatch(/<time datetime="[^"]+">14\. Juni 2026, 18:03<\/time>/);
    expect(german.html).toContain(`${de.archive.openFile}: 001`);
    for (const words of [en('mail.archive.title', { host: 'Ada &amp; Charles' }), en('mail.archive.openFile'), 'June', en('mail.archiveCsv.duration')]) {
      expect(german.html + german.csvText).not.toContain(words);
    }
    // No English of the mail area (the archive's words are there) in the page's text, its attributes or the CSV.
    const pageText = german.html.replace(/<(style|script)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]*?(?:title|alt|aria-label)="([^"]*)"[^>]*>/g, ' $1 ').replace(/<[^>]+>/g, ' ');
    expect(englishIn(pageText + '\n' + german.csvText, 'de', ['mail'])).toEqual([]);
    expect(englishIn(english.html + english.csvText, 'de', ['mail'])).toEqual(expect.arrayContaining([en('mail.archive.openFile')]));

    // Arabic: its words, right to left.
    await put('/api/auth/language', { language: 'ar' });
    const arabic = await downloadArchive(app, host.cookie, zone);
    expect(arabic.csv()[0]).toEqual(columns.map((c) => translator('ar', ar)(`archiveCsv.${c}`, { zone })));
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.html).toContain(ar.archive.messages_few.replace('{{total}}', '4'));
    expect(arabic.html).toContain(`<h2>${ar.layout.aGuest}</h2>`);
    expect(arabic.html).toContain(ar.archive.spreadsheet);

    // No account language: the page's.
    await put('/api/auth/language', { language: null });
    const french = await downloadArchive(app, host.cookie, zone);
    expect(french.html).toContain('<html lang="fr" dir="ltr">');
    expect(french.csv()[0]![0]).toBe('Numéro');

    // A co-host reads the page's archive in their own account's language.
    type Host = Parameters<typeof joinAsCoHost>[1];
    const coHost = await joinAsCoHost(app, host as Host, (await createCreator(app)) as Host);
    expect((await app.inject({ method: 'PUT', url: '/api/auth/language', headers: { cookie: coHost.cookie }, payload: { language: 'nl' } })).statusCode).toBe(200);
    const dutch = await downloadArchive(app, coHost.cookie, zone);
    expect(dutch.html).toContain('<html lang="nl" dir="ltr">');
    expect(dutch.html).toContain('<h1>Ada &amp; Charles</h1>');
    expect(dutch.csv()[0]![0]).toBe('Nummer');
  });

  it('escapes a host name and a guest name that try to write HTML', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const rename = await app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { displayName: '<script>alert(1)</script>' } });
    expect(rename.statusCode).toBe(200);
    await sendGuestMessage(app, host.profile!.id, { senderName: '<img src=x onerror=alert(1)>' });
    const { html, audio } = await downloadArchive(app, host.cookie);
    expect(html).not.toMatch(/<script>|<img/);
    expect(html).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(html).toContain('<h2>&lt;img src=x onerror=alert(1)&gt;</h2>');
    expect(audio.map((e) => e.name)).toEqual([expect.stringMatching(/^001 \d{4}-\d\d-\d\d \d\d-\d\d img src=x onerror=alert\(1\)\.wav$/)]);
  });

  it('leaves out a recording missing from the store, marked on the page and in the CSV, and keeps every other one whole', async () => {
    const { app, config } = ctx();
    const host = await createCreator(app);
    const pid = host.profile!.id;
    const onDisk = (p: string) => path.join(config.dataDir, 'objects', p.replace('/objects/', ''));
    const kept = await sendGuestMessage(app, pid, { senderName: 'Kept', senderEmail: 'kept@example.com' });
    const lost = await sendGuestMessage(app, pid, { senderName: 'Lost', senderEmail: 'lost@example.com' });
    const copyLost = await sendGuestMessage(app, pid, { senderName: 'Copy Lost', senderEmail: 'copy@example.com' });
    for (const m of [kept, lost, copyLost]) expect(await app.deps.jobs.runNow('playable-copy', `message:${m.id}`, 10_000)).toBe('done');
    const playable = async (m: Sent) =>
      (await app.deps.db.selectFrom('voiceMessages').select('playablePath').where('id', '=', m.id).executeTakeFirstOrThrow()).playablePath!;
    await rm(onDisk(lost.audioPath));
    await rm(onDisk(await playable(lost)));
    // Only its copy gone: the original takes its place.
    await rm(onDisk(await playable(copyLost)));

    const { res, audio, csv, html } = await downloadArchive(app, host.cookie);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(audio.map((e) => e.name)).toEqual([expect.stringMatching(/^001 .* Kept\.mp3$/), expect.stringMatching(/^003 .* Copy Lost\.wav$/)]);
    expect(audio[0]!.data.equals(await readFile(onDisk(await playable(kept))))).toBe(true);
    expect(audio[1]!.data.equals(await readFile(onDisk(copyLost.audioPath)))).toBe(true);
    expect(csv().map((r) => [r[1], r[5]])).toEqual([
      ['Name', 'File'],
      ['Kept', audio[0]!.name],
      ['Lost', ''],
      ['Copy Lost', audio[1]!.name],
    ]);
    expect(html).toMatch(/<h2>Lost<\/h2>[\s\S]*?This recording could not be found when the archive was made\./);
    expect(playerSources(html)).toEqual(audio.map((e) => e.name));
  });

  it('gives each host only their own messages, an empty archive to a host without any, and nothing to the signed out', async () => {
    const { app } = ctx();
    const { host, other } = await hostWithMessages(app);
    const theirs = await downloadArchive(app, other.cookie);
    expect(theirs.audio.map((e) => e.name)).toEqual([expect.stringMatching(/^001 .* Not Mine\.wav$/)]);
    expect(theirs.csv().slice(1).map((r) => r[2])).toEqual(['not-mine@example.com']);
    for (const leak of ['a@example.com', 'b@example.com', 'Smith', 'Zoë', 'HYPERLINK']) {
      expect(theirs.csvText).not.toContain(leak);
      expect(theirs.html).not.toContain(leak);
    }
    expect((await downloadArchive(app, host.cookie)).audio).toHaveLength(4);

    const empty = await downloadArchive(app, (await createCreator(app)).cookie);
    expect(empty.entries.map((e) => e.name)).toEqual(['index.html', 'messages.csv']);
    expect(empty.csv()).toHaveLength(1);
    expect(empty.html).toContain('No voice messages yet.');

    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url: `${ARCHIVE_URL}?tz=Europe/Paris` });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers HEAD (the dashboard asks first) with the download\'s own headers and exact length, and no body', async () => {
    const { app } = ctx();
    const { host } = await hostWithMessages(app);
    const get = await downloadArchive(app, host.cookie, 'Europe/Paris');
    const head = await app.inject({ method: 'HEAD', url: `${ARCHIVE_URL}?tz=Europe/Paris`, headers: { cookie: host.cookie } });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    for (const h of ['content-type', 'content-length', 'content-disposition', 'cache-control']) expect(head.headers[h]).toBe(get.res.headers[h]);
  });

  it('sweeps recordings never sent after an hour, and nothing else', async () => {
    const { app, config } = ctx();
    const host = await createCreator(app);
    const abandoned = (await uploadVoice(app, { bytes: wav(1) })).json().path as string;
    const abandonedReply = (await uploadVoice(app, { bytes: wav(1) }, { purpose: 'reply', cookie: host.cookie })).json().path as string;
    const sent = await sendGuestMessage(app, host.profile!.id);
    const fileOf = (p: string) => path.join(config.dataDir, 'objects', p.replace('/objects/', ''));
    const now = Date.now();

    expect(await sweepVoiceUploads(app.deps, now + 59 * 60_000)).toBe(0);
    expect(existsSync(fileOf(abandoned))).toBe(true);

    const removed = await sweepVoiceUploads(app.deps, now + 61 * 60_000);
    expect(removed).toBeGreaterThanOrEqual(2); // earlier tests in this suite may have left some too
    expect(existsSync(fileOf(abandoned))).toBe(false);
    expect(existsSync(fileOf(abandonedReply))).toBe(false);
    expect((await app.inject({ method: 'GET', url: abandoned })).statusCode).toBe(404);
    // A sent message keeps its recording; a swept one can no longer be sent.
    expect(existsSync(fileOf(sent.audioPath))).toBe(true);
    const rows = await app.deps.db.selectFrom('storedObjects').select('key').where('attached', '=', 0).execute();
    expect(rows.filter((r) => ['voice', 'reply', 'playable'].includes(r.key.split('/')[0]!))).toEqual([]);
    const late = await app.inject({
      method: 'POST',
      url: '/api/voice-messages',
      payload: { creatorProfileId: host.profile!.id, senderEmail: 'late@example.com', audioPath: abandoned, duration: 1 },
    });
    expect(late.statusCode).toBe(400);
  });
}, (config) => {
  // No background worker: each test decides when a playable copy is made (jobs.runNow).
  config.jobs.concurrency = 0;
});
