import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { en } from '../src/shared/i18n/english.js';
import { setGalleryPassword, upload } from '../src/server/modules/gallery/gallery.test-helpers.js';
import { createCreator } from '../src/server/test/harness.js';
import { creatorContext, DESKTOP, newContext, PHONE, screenshot, useServerAndBrowser, watchPage } from './support/browser.js';

const e2e = useServerAndBrowser();

const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b } } }).jpeg().toBuffer();

describe('the host moderates the gallery; Download All fails visibly', () => {
  it("the host deletes a guest's photo from the moderation view and the public gallery no longer shows it", async () => {
    const host = await createCreator(e2e.server.app);
    const slug = host.profile!.gallerySlug;
    for (const [name, file, data] of [
      ['Grace', 'cake.jpg', await photo(200, 60, 90)],
      ['Tom', 'first-dance.jpg', await photo(40, 120, 200)],
    ] as const) {
      expect((await upload(e2e.server.app, slug, [{ filename: file, data }], { fields: { uploaderName: name } })).statusCode).toBe(201);
    }

    // Guests never see the moderation view: signed out, /admin/* goes home.
    const guest = await newContext(e2e.browser, e2e.server.url);
    const guestPage = await guest.newPage();
    await guestPage.goto('/admin/gallery');
    await guestPage.waitForURL((u) => u.pathname === '/');
    await guestPage.goto(`/g/${slug}`);
    const guestTiles = guestPage.getByRole('list', { name: 'Gallery photos and videos' }).getByRole('button');
    await expect.poll(() => guestTiles.count()).toBe(2);

    for (const [label, viewport] of [['1280', DESKTOP], ['375', PHONE]] as const) {
      const context = await creatorContext(e2e.browser, e2e.server.url, host.cookie, viewport);
      const page = await context.newPage();
      const problems = watchPage(page);
      await page.goto('/admin');
      await page.getByRole('link', { name: en('dashboard.galleryQr.manage') }).click();
      await page.waitForURL((u) => u.pathname === '/admin/gallery');
      await page.getByRole('heading', { name: en('gallery.moderation.title') }).waitFor();
      const items = page.getByTestId('moderation-item');
      await expect.poll(() => items.count()).toBe(label === '1280' ? 2 : 1);
      if (label === '1280') {
        await page.getByText(en('gallery.moderation.mediaCount', { count: 2, number: '2' })).waitFor();
        const grace = items.filter({ hasText: 'cake.jpg' });
        await grace.getByText('Grace', { exact: true }).waitFor();
        await grace.getByText('Just now').waitFor();
        await items.filter({ hasText: 'first-dance.jpg' }).getByText('Tom', { exact: true }).waitFor();
        await expect.poll(() => page.locator('img[loading="lazy"]').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0))).toBe(true);
        await screenshot(page, 'gallery-moderation-1280');

        await page.getByRole('button', { name: en('gallery.moderation.deleteMedia', { name: 'cake.jpg' }) }).click();
        const confirm = page.getByRole('alertdialog');
        await confirm.getByText(en('gallery.moderation.deleteConfirm')).waitFor();
        await screenshot(page, 'gallery-moderation-confirm-1280');
        await confirm.getByRole('button', { name: en('gallery.moderation.delete') }).click();
        await page.getByText(en('gallery.moderation.deleted'), { exact: true }).first().waitFor();
        await page.getByText(en('gallery.moderation.mediaCount', { count: 1, number: '1' })).waitFor();
        await expect.poll(() => items.count()).toBe(1);
      } else {
        await page.getByText(en('gallery.moderation.mediaCount', { count: 1, number: '1' })).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        await screenshot(page, 'gallery-moderation-375');
      }
      expect(problems).toEqual([]);
      await context.close();
    }

    await guestPage.reload();
    await expect.poll(() => guestTiles.count()).toBe(1);
    expect(await guestPage.getByRole('button', { name: 'Open photo cake.jpg' }).count()).toBe(0);
    await guestPage.getByRole('button', { name: 'Open photo first-dance.jpg' }).waitFor();
    await guest.close();
  });

  it("a failing gallery download shows 'Download failed', not 'Download started'", async () => {
    const host = await createCreator(e2e.server.app);
    const slug = host.profile!.gallerySlug;
    expect((await upload(e2e.server.app, slug, [{ filename: 'toast.jpg', data: await photo(10, 200, 30) }])).statusCode).toBe(201);

    const guest = await newContext(e2e.browser, e2e.server.url);
    const page = await guest.newPage();
    await page.goto(`/g/${slug}`);
    await page.getByRole('heading', { name: 'Wedding Photo Gallery' }).waitFor();
    // While the guest looks, the host locks the gallery: the server now refuses this browser's download.
    expect((await setGalleryPassword(e2e.server.app, host, 'first-dance', true)).statusCode).toBe(200);
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.getByRole('link', { name: en('gallery.page.downloadAll') }).click();
    await page.getByText(en('gallery.page.downloadFailed'), { exact: true }).first().waitFor();
    await page.getByText(en('gallery.page.downloadFailedDetail'), { exact: true }).first().waitFor();
    await screenshot(page, 'gallery-download-failed-375');
    expect(await page.getByText(en('gallery.page.downloadStarted'), { exact: true }).count()).toBe(0);
    // The lock that came back shows the password gate again.
    await page.getByRole('button', { name: 'Unlock Gallery' }).waitFor();
    expect(downloads).toBe(0);
    await guest.close();
  });
});
