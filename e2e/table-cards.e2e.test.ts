import { readFile } from 'node:fs/promises';
import jsQRModule from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { createCreator } from '../src/server/test/harness.js';
import { decodeQrCodes, pdfPageCount, pdfText } from '../src/server/test/pdf.js';
import { creatorContext, DESKTOP, PHONE, useServerAndBrowser, watchPage } from './support/browser.js';
import { openHostArea } from './support/host-area.js';

// jsqr is a CommonJS bundle whose types describe an ES default export; take whichever shape arrives.
type JsQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const jsQR = ((jsQRModule as unknown as { default?: JsQr }).default ?? jsQRModule) as unknown as JsQr;
const decodePng = (png: Buffer) => {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
};

const e2e = useServerAndBrowser();

async function downloadFrom(page: Page, buttonName: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: buttonName, exact: true }).click()]);
  return { name: download.suggestedFilename(), data: await readFile((await download.path())!) };
}

describe('table cards and both QR codes on the dashboard', () => {
  it.each([
    { label: 'phone', viewport: PHONE },
    { label: 'desktop', viewport: DESKTOP },
  ])('on a $label the dashboard shows the guestbook and gallery QR codes, and the table cards download', async ({ label, viewport }) => {
    const { app, url: origin } = e2e.server;
    const host = await createCreator(app);
    const displayName = 'Zoë & Ярослав';
    await app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { displayName } });
    const { username, gallerySlug } = host.profile!;
    const pageUrl = `${origin}/${username}`;
    const galleryUrl = `${origin}/g/${gallerySlug}`;

    const context = await creatorContext(e2e.browser, origin, host.cookie, viewport);
    const page = await context.newPage();
    const problems = watchPage(page);
    await openHostArea(page, 'share');

    // The guestbook's QR code, as it is on screen, opens the page; its link is written out and copied.
    const pageQr = page.getByRole('img', { name: 'QR code for your guestbook page' });
    await pageQr.scrollIntoViewIfNeeded();
    await expect.poll(async () => decodePng(await pageQr.screenshot())).toBe(pageUrl);
    await expect.poll(() => page.getByLabel('Guestbook link', { exact: true }).textContent()).toBe(pageUrl);
    await page.getByRole('button', { name: 'Copy guestbook link' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);
    const png = await downloadFrom(page, 'Download PNG');
    expect(png.name).toBe(`${username}-guestbook-qr-code.png`);
    expect(decodePng(png.data)).toBe(pageUrl);

    // The gallery's QR code shows at once too (made by the card on its first showing).
    const galleryQr = page.getByRole('img', { name: 'QR code for your gallery link' });
    await galleryQr.waitFor();
    await expect.poll(async () => decodePng(await galleryQr.screenshot())).toBe(galleryUrl);

    // Table cards: four guestbook cards on A4, and the gallery's A5 sign.
    await page.getByText('Table cards', { exact: true }).scrollIntoViewIfNeeded();
    const sheet = await downloadFrom(page, '4 cards (A4), voice guestbook (PDF)');
    // The toast first: it stays 5 s, and reading the PDF back can take longer on a busy machine.
    await page.getByText('Table cards downloaded', { exact: true }).waitFor();
    expect(sheet.name).toBe(`${username}-guestbook-table-cards-a4.pdf`);
    expect(await pdfPageCount(sheet.data)).toBe(1);
    expect((await pdfText(sheet.data)).replace(/\s+/g, ' ')).toContain(displayName);
    expect((await decodeQrCodes(sheet.data, 1)).map((c) => c.data)).toEqual(Array(4).fill(pageUrl));

    const sign = await downloadFrom(page, 'Sign (A5), photo gallery (PDF)');
    expect(sign.name).toBe(`${username}-gallery-sign-a5.pdf`);
    expect(await pdfText(sign.data)).toContain('Scan to share your photos');
    expect((await decodeQrCodes(sign.data, 1)).map((c) => c.data)).toEqual([galleryUrl]);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `/tmp/table-cards-dashboard-${label}.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });
});
