import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../src/shared/i18n/english.js';
import ar from '../src/shared/i18n/ar/keepsake.json' with { type: 'json' };
import deCards from '../src/shared/i18n/de/cards.json' with { type: 'json' };
import de from '../src/shared/i18n/de/keepsake.json' with { type: 'json' };
import { sendGuestMessage, waitForPlayable } from '../src/server/modules/messages/messages.test-support.js';
import { createCreator, type Creator, uniqueEmail } from '../src/server/test/harness.js';
import { decodeQrCodes, pdfText } from '../src/server/test/pdf.js';
import { startSmtpServer, type TestSmtp } from '../src/server/test/smtp.js';
import { englishIn, englishOnScreen, type englishTexts } from './support/no-english.js';
import { ARTIFACTS, creatorContext, launchBrowser, newContext, PHONE, type RunningServer, screenshot, startServer, watchPage } from './support/browser.js';
import { openHostArea } from './support/host-area.js';

/**
 * The keepsake area in German (docs/decisions/056): the album, book, QR code and table cards on the dashboard, the co-hosts card
 * in Settings, the page switcher, and the invitation page for a German browser; the invitation page in Arabic, mirrored.
 */
let smtp: TestSmtp;
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({ env: { SMTP_URL: smtp.url } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: Record<string, unknown>) =>
  server.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });

/**
 * englishOnScreen for a part of a screen (a card, a dialog): the keepsake area's English texts it shows, in its text
 * and its labels. The rest of the dashboard and of Settings is other areas', translated by their own work.
 */
async function englishInPart(part: Locator, files: Parameters<typeof englishTexts>[1] = ['keepsake', 'guest']): Promise<string[]> {
  const shown = await part.evaluate((root) => {
    const attributes = [root, ...root.querySelectorAll('[aria-label],[title],[placeholder],[alt]')].flatMap((e) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((a) => e.getAttribute(a) ?? ''),
    );
    return [(root as HTMLElement).innerText, ...attributes].join('\n');
  });
  return englishIn(shown, 'de', files);
}

async function screenshotPath(name: string) {
  const dir = path.join(ARTIFACTS, 'screenshots');
  await mkdir(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

async function speaksGerman(who: Creator) {
  expect((await call('PUT', '/api/auth/language', who.cookie, { language: 'de' })).statusCode).toBe(200);
}

/** The owner invites `email`; the token of the mailed link. */
async function invite(owner: Creator, email: string): Promise<string> {
  const res = await call('POST', '/api/co-hosts/invitations', owner.cookie, { email });
  expect(res.statusCode, res.body).toBe(201);
  const mail = await smtp.waitForMail((m) => m.envelope.to.includes(email) && m.parsed.subject === en('mail.invitation.subject', { page: 'Ada & Charles' }));
  return new RegExp(`/invite/([\\w-]+)`).exec(mail.parsed.text ?? '')![1]!;
}

describe('the keepsake area in German', () => {
  it('the dashboard: album (built), book, QR code and table cards, with their dialogs, say no English; a German card downloads', async () => {
    const owner = await createCreator(server.app);
    await speaksGerman(owner);
    const message = await sendGuestMessage(server.app, owner.profile!.id, { senderName: 'Grace' });
    await waitForPlayable(server.app, 'message', message.id);

    const context = await creatorContext(browser, server.url, owner.cookie, PHONE);
    const page = await context.newPage();
    const problems = watchPage(page);
    await openHostArea(page, 'keepsake');

    // The album: built from the German button, its summary in German words.
    const album = page.locator('div.rounded-2xl', { has: page.getByRole('heading', { name: de.album.title }) });
    await album.getByRole('button', { name: de.album.build, exact: true }).click();
    await album.getByText(de.album.ready).waitFor({ timeout: 60_000 });
    expect(await album.getByText(/^1 Nachricht /).textContent()).toMatch(/^1 Nachricht \(alle\) · \d+ Sek\. · \d+,\d MB$/);
    await album.getByText(/^Erstellt: /).waitFor();
    const cardOf = (title: string) => page.locator('div.rounded-2xl', { has: page.getByRole('heading', { name: title, exact: true }) });
    const [qr, book, tableCards] = [cardOf(de.pageQr.title), cardOf(de.book.title), cardOf(de.tableCards.title)];
    for (const card of [album, book]) expect(await englishInPart(card)).toEqual([]);

    // The album's message picker.
    await album.getByRole('button', { name: de.album.choose }).click();
    const picker = page.getByRole('dialog');
    await picker.getByText('Grace').waitFor();
    await picker.getByRole('button', { name: de.album.selectAll }).click();
    await picker.getByText('1 Nachricht ausgewählt').waitFor();
    await picker.getByRole('button', { name: 'Album aus 1 Nachricht erstellen' }).waitFor();
    expect(await englishInPart(picker)).toEqual([]);
    await picker.getByRole('button', { name: de.album.cancel }).click();

    // The book's confirmation.
    await page.getByRole('button', { name: de.book.revoke }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(de.book.revokeTitle).waitFor();
    expect(await englishInPart(confirm)).toEqual([]);
    await confirm.getByRole('button', { name: de.book.cancel }).click();

    // The Share screen: the QR code and the table cards (docs/decisions/079).
    await openHostArea(page, 'share');
    await qr.getByRole('img', { name: de.pageQr.alt }).waitFor();
    await tableCards.scrollIntoViewIfNeeded();
    for (const card of [qr, tableCards]) expect(await englishInPart(card)).toEqual([]);

    // Table cards: the page's language (English) is chosen first; German cards link with ?lang=de.
    const language = page.getByRole('combobox', { name: de.tableCards.language });
    expect(await language.inputValue()).toBe('en');
    await language.selectOption('de');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `${de.tableCards.a5Sign}, ${de.tableCards.pageInLabel} (PDF)`, exact: true }).click(),
    ]);
    const toast = page.getByRole('status').filter({ hasText: de.tableCards.downloaded });
    await toast.waitFor();
    expect(await englishInPart(toast)).toEqual([]);
    expect(await englishInPart(tableCards)).toEqual([]);
    expect(download.suggestedFilename()).toBe(`${owner.profile!.username}-guestbook-sign-a5-de.pdf`);
    const pdf = await readFile((await download.path())!);
    const pageUrl = `${server.url}/${owner.profile!.username}?lang=de`;
    expect((await decodeQrCodes(pdf, 1)).map((c) => c.data)).toEqual([pageUrl]);
    expect((await pdfText(pdf)).replace(/\s+/g, ' ')).toContain(deCards.instructions.page);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await tableCards.screenshot({ path: await screenshotPath('i18n-keepsake-table-cards-de') });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Settings: the co-hosts card, its confirmation and its toast; the co-host sees the page switcher in German', async () => {
    const owner = await createCreator(server.app, { verified: true });
    await speaksGerman(owner);
    const james = await createCreator(server.app, { verified: true });
    await speaksGerman(james);
    const token = await invite(owner, james.user.email);
    expect((await call('POST', `/api/co-host-invitations/${token}/accept`, james.cookie)).statusCode).toBe(200);

    const context = await creatorContext(browser, server.url, owner.cookie, PHONE);
    const page = await context.newPage();
    const problems = watchPage(page);
    await openHostArea(page, 'event');
    const card = page.locator('div.rounded-2xl', { has: page.getByRole('heading', { name: de.coHosts.title }) });
    const hosts = card.getByRole('list', { name: de.coHosts.title });
    await hosts.getByText(de.coHosts.coHost, { exact: true }).waitFor();
    await hosts.getByText(de.coHosts.owner, { exact: true }).waitFor();

    const invitee = uniqueEmail('lena');
    await card.getByLabel(de.coHosts.emailLabel).fill(invitee);
    await card.getByRole('button', { name: de.coHosts.invite, exact: true }).click();
    await page.getByText(`Einladung an ${invitee} gesendet`).waitFor();
    await card.getByText(de.coHosts.pending, { exact: false }).waitFor();
    await card.getByRole('button', { name: `Einladung an ${invitee} zurückziehen` }).waitFor();
    expect(await englishInPart(card)).toEqual([]);

    await card.getByRole('button', { name: `Ada Lovelace entfernen` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Ada Lovelace entfernen?').waitFor();
    expect(await englishInPart(confirm)).toEqual([]);
    await confirm.getByRole('button', { name: de.coHosts.cancel }).click();
    expect(problems).toEqual([]);
    await context.close();

    // James hosts his own page and the one he joined: the dashboard's switcher.
    const jamesContext = await creatorContext(browser, server.url, james.cookie, PHONE);
    const jamesPage = await jamesContext.newPage();
    await jamesPage.goto('/admin');
    const switcher = jamesPage.getByRole('combobox', { name: de.switcher.label, exact: true });
    await switcher.waitFor();
    const options = await switcher.locator('option').allTextContents();
    expect(options.map((o) => o.replace(/^.* · /, '')).sort()).toEqual([de.switcher.coHosting, de.switcher.yourPage].sort());
    expect(await englishInPart(switcher.locator('xpath=..'))).toEqual([]);
    await jamesContext.close();
  });

  it('the invitation page speaks German to a German browser, and Arabic right to left at 375 px', async () => {
    const owner = await createCreator(server.app, { verified: true });
    const token = await invite(owner, uniqueEmail('visitor'));

    const context = await newContext(browser, server.url, PHONE, { locale: 'de-DE' });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`/invite/${token}`);
    await page.getByRole('heading', { name: de.invitation.title }).waitFor();
    await page.getByText('Ada Lovelace hat dich eingeladen, die Voxbook-Seite von Ada & Charles gemeinsam zu betreuen.').waitFor();
    await page.getByRole('link', { name: de.invitation.signUpToAccept }).waitFor();
    expect(await page.title()).toContain(de.invitation.title);
    expect(await englishOnScreen(page, 'de', ['keepsake', 'guest'])).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();

    const arabic = await newContext(browser, server.url, PHONE, { locale: 'ar' });
    const arPage = await arabic.newPage();
    await arPage.goto(`/invite/${token}`);
    await arPage.getByRole('heading', { name: ar.invitation.title }).waitFor();
    expect(await arPage.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    expect(await englishOnScreen(arPage, 'ar', ['keepsake', 'guest'])).toEqual([]);
    expect(await arPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(arPage, 'i18n-keepsake-invitation-ar');
    await arabic.close();
  });
});
