import { randomBytes } from 'node:crypto';
import type { Request } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../src/server/config.js';
import { createCreator } from '../src/server/test/harness.js';
import { GALLERY_LIMITS } from '../src/shared/gallery.limits.js';
import { en } from '../src/shared/i18n/english.js';
import { newContext, screenshot, useServerAndBrowser, watchPage } from './support/browser.js';

// The real limits: what a guest's phone meets at a venue.
const e2e = useServerAndBrowser({ overrides: (config) => void (config.rateLimits = structuredClone(DEFAULT_RATE_LIMITS)) });

const photo = () => sharp(randomBytes(160 * 120 * 3), { raw: { width: 160, height: 120, channels: 3 } }).jpeg().toBuffer();

describe('a guest shares many photos at once', () => {
  it('the upload dialog sends them a few to a request, each request with the browser’s own id', async () => {
    const host = await createCreator(e2e.server.app);
    const slug = host.profile!.gallerySlug;
    const context = await newContext(e2e.browser, e2e.server.url);
    const page = await context.newPage();
    const problems = watchPage(page);
    const uploads: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/api/gallery/${slug}/upload`)) uploads.push(request);
    });

    await page.goto(`/g/${slug}`);
    await page.getByRole('heading', { name: 'Wedding Photo Gallery' }).waitFor();
    const count = GALLERY_LIMITS.uploadBatchFiles + 2;
    const files = await Promise.all([...Array(count)].map(async (_, i) => ({ name: `IMG_${1000 + i}.jpg`, mimeType: 'image/jpeg', buffer: await photo() })));
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Choose photos or videos').setInputFiles(files);
    await dialog.getByRole('button', { name: `Upload ${count} files` }).click();
    await page.getByText(en('gallery.upload.successful'), { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('list', { name: 'Gallery photos and videos' }).getByRole('button').count()).toBe(count);
    await screenshot(page, 'gallery-batches-grid');

    // Two requests (10 photos and 2) instead of twelve, each counted against this browser's budget, not the Wi-Fi's.
    expect(uploads).toHaveLength(2);
    for (const request of uploads) expect((await request.allHeaders()).cookie).toMatch(/(^|; )vb_client=[\w-]{22}(;|$)/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
