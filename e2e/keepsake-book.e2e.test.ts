import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { en } from '../src/shared/i18n/english.js';
import { audioFile, sendGuestMessage, uploadVoice, waitForPlayable } from '../src/server/modules/messages/messages.test-support.js';
import { createCreator, type Creator } from '../src/server/test/harness.js';
import { decodeQrCodes, pdfPageSizes, pdfText } from '../src/server/test/pdf.js';
import { multipart } from '../src/server/test/media.js';
import { ARTIFACTS, creatorContext, DESKTOP, newContext, PHONE, screenshot, useServerAndBrowser, watchPage } from './support/browser.js';
import { openHostArea } from './support/host-area.js';

const e2e = useServerAndBrowser();

/** A guest's message as Chrome records it (Opus in WebM), turned into its playable MP3 by the job worker. */
async function guestMessage(host: Creator, senderName: string, seconds: number) {
  const { app } = e2e.server;
  const up = await uploadVoice(app, { ...audioFile('webm', seconds), filename: 'recording.webm' });
  expect(up.statusCode).toBe(200);
  const msg = await sendGuestMessage(app, host.profile!.id, { audioPath: up.json().path, senderName, duration: seconds });
  await waitForPlayable(app, 'message', msg.id);
  return msg;
}

/** The host's page styled as a guest would see it: a background photo under a deep green overlay, black text. */
async function styleHostPage(host: Creator) {
  const { app } = e2e.server;
  const photo = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: { r: 236, g: 214, b: 190 } } })
    .composite([{ input: Buffer.from('<svg width="1200" height="1600"><circle cx="600" cy="500" r="380" fill="#f7e7d6"/></svg>'), top: 0, left: 0 }])
    .jpeg()
    .toBuffer();
  const body = multipart([{ name: 'file', data: photo, filename: 'venue.jpg', contentType: 'image/jpeg' }]);
  const up = await app.inject({ method: 'POST', url: '/api/upload', headers: { ...body.headers, cookie: host.cookie }, payload: body.payload });
  expect(up.statusCode).toBe(200);
  const portrait = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 190, g: 18, b: 60 } } }).jpeg().toBuffer();
  const picture = multipart([{ name: 'file', data: portrait, filename: 'us.jpg', contentType: 'image/jpeg' }]);
  const pic = await app.inject({ method: 'POST', url: '/api/upload', headers: { ...picture.headers, cookie: host.cookie }, payload: picture.payload });
  expect(pic.statusCode).toBe(200);
  const style = { backgroundImage: up.json().url, backgroundType: 'image', overlayColor: '#1f3d2b', textTheme: 'white', profilePicture: pic.json().url };
  expect((await app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: style })).statusCode).toBe(200);
}

/** Plays the page's own player (muted, so no autoplay rule stops it) until it has moved; its duration and position. */
const playOnPage = (page: Page) =>
  page.locator('audio').evaluate(
    (el: HTMLAudioElement) =>
      new Promise<{ duration: number; currentTime: number }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`did not play (at ${el.currentTime} s, state ${el.readyState})`)), 20_000);
        el.addEventListener('error', () => reject(new Error(`media error ${el.error?.code}`)));
        el.addEventListener('timeupdate', () => {
          if (el.currentTime > 0.5) {
            clearTimeout(timer);
            el.pause();
            resolve({ duration: el.duration, currentTime: el.currentTime });
          }
        });
        el.muted = true;
        el.play().catch(reject);
      }),
  );

describe('the book and its listen pages in Chromium', () => {
  it("downloads the book from the dashboard; a QR code from it opens the message's page at 375 px, which plays", async () => {
    const { server, browser } = e2e;
    const host = await createCreator(server.app);
    await styleHostPage(host);
    await guestMessage(host, 'Anna Smith', 4);
    await guestMessage(host, 'Björn Ångström', 3);

    // The host picks US Letter on the dashboard's Book card and downloads the PDF.
    const hostContext = await creatorContext(browser, server.url, host.cookie, DESKTOP);
    const dash = await hostContext.newPage();
    const dashProblems = watchPage(dash);
    await openHostArea(dash, 'keepsake');
    const card = dash.getByRole('region', { name: 'Book', exact: true });
    await card.getByRole('radio', { name: 'US Letter' }).check();
    await card.scrollIntoViewIfNeeded();
    await screenshot(dash, 'book-1-dashboard-card');
    // On a phone the card keeps its controls inside the screen.
    await dash.setViewportSize(PHONE);
    await card.scrollIntoViewIfNeeded();
    expect(await dash.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await card.screenshot({ path: path.join(ARTIFACTS, 'screenshots', 'book-1-dashboard-card-375.png') });
    await dash.setViewportSize(DESKTOP);
    const [download] = await Promise.all([dash.waitForEvent('download'), card.getByRole('link', { name: 'Download book (PDF)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^host.*-voice-guestbook-\d{4}-\d\d-\d\d\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(await pdfPageSizes(pdf)).toEqual([{ width: 612, height: 792 }, { width: 612, height: 792 }]);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('Ada & Charles');
    expect(text).toContain('Anna Smith');
    expect(text).toContain('Björn Ångström');
    const codes = (await decodeQrCodes(pdf, 2)).map((c) => c.data);
    expect(codes).toHaveLength(2);
    for (const code of codes) expect(code).toMatch(new RegExp(`^${server.url}/l/[A-Za-z0-9_-]{43}$`));

    // A guest scans Anna's code with a phone: her name, the host's page, and a player that plays.
    const guestContext = await newContext(browser, server.url, PHONE);
    const phone = await guestContext.newPage();
    const problems = watchPage(phone);
    const opened = await phone.goto(codes[0]!);
    expect(opened?.status()).toBe(200);
    await phone.getByRole('heading', { name: en('guest.listen.heading', { guest: 'Anna Smith' }) }).waitFor();
    await phone.getByText(en('guest.listen.forHost', { host: 'Ada & Charles' })).waitFor();
    await phone.locator('.bg img').evaluate((img: HTMLImageElement) => img.decode());
    await phone.getByRole('img', { name: "Ada & Charles's profile picture" }).evaluate((img: HTMLImageElement) => img.decode());
    const played = await playOnPage(phone);
    expect(played.duration).toBeGreaterThan(3.5);
    expect(played.duration).toBeLessThan(4.5);
    expect(played.currentTime).toBeGreaterThan(0.5);
    // Nothing sticks out of a 375 px screen.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'book-2-listen-page-375');
    await phone.setViewportSize(DESKTOP);
    await screenshot(phone, 'book-3-listen-page-desktop');
    expect(problems).toEqual([]);

    // The host revokes every listen link, from the keyboard: the confirmation says what happens to printed books.
    const revoke = card.getByRole('button', { name: 'Revoke listen links' });
    await revoke.focus();
    await dash.keyboard.press('Enter');
    const dialog = dash.getByRole('alertdialog');
    await dialog.getByText('Every QR code in a book you have printed or downloaded will stop working', { exact: false }).waitFor();
    await screenshot(dash, 'book-4-revoke-dialog');
    await dash.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await revoke.click();
    await dialog.getByRole('button', { name: 'Revoke links' }).click();
    await dash.getByText('Listen links revoked. Download the book again for new codes.').waitFor();
    expect(dashProblems).toEqual([]);

    // The printed code now opens nothing.
    const gone = await phone.goto(codes[0]!);
    expect(gone?.status()).toBe(404);
    await phone.getByRole('heading', { name: en('guest.listen.notFoundTitle') }).waitFor();
    await phone.setViewportSize(PHONE);
    await screenshot(phone, 'book-5-revoked-375');

    await guestContext.close();
    await hostContext.close();
  });
});
