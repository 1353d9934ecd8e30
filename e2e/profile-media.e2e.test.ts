import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { newContext, PHONE, screenshot, useServerAndBrowser, watchPage } from './support/browser.js';

const photo = (color: string, width = 900, height = 1600) =>
  sharp({ create: { width, height, channels: 3, background: color } }).jpeg().toBuffer();

/** Nothing may stick out sideways on a phone. */
async function expectNoSideScroll(page: import('playwright-core').Page) {
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
}

describe('a host sets picture, background, overlay and links; guests see them; hiding the profile hides the page', () => {
  const e2e = useServerAndBrowser();

  it('works at 375 px', async () => {
    const context = await newContext(e2e.browser, e2e.server.url, PHONE);
    const page = await context.newPage();
    const problems = watchPage(page);
    // Every profile screen saves one way (docs/decisions/044): upload the file, then one update of the profile.
    const profileWrites: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (r.method() !== 'GET' && /^\/api\/(upload|creator-profile|profile-image|background-)/.test(pathname)) profileWrites.push(`${r.method()} ${pathname}`);
    });
    const username = `media_${Date.now().toString(36).slice(-6)}`;
    const reg = await context.request.post('/api/register', {
      data: { email: `${username}@example.com`, password: 'a long enough password', firstName: 'Emma', lastName: 'Stone' },
    });
    expect(reg.status()).toBe(201);
    const created = await context.request.post('/api/creator-profile', { data: { username, displayName: 'Emma & James', bio: 'Thank you for coming!' } });
    expect(created.status()).toBe(201);

    // Background: upload an image, pick an Earthy Wedding preset, save.
    await page.goto('/admin/background-settings');
    await page.getByRole('heading', { name: 'Background Settings' }).waitFor();
    await page.getByTestId('background-input').setInputFiles({ name: 'beach.jpg', mimeType: 'image/jpeg', buffer: await photo('#2a6f97') });
    await page.getByText('Upload successful!').first().waitFor();
    await page.getByRole('button', { name: 'Remove Background' }).waitFor();
    await page.getByRole('radio', { name: '#8B4513' }).click();
    await expect(page.getByLabel('Hex').inputValue()).resolves.toBe('#8B4513');
    await expectNoSideScroll(page);
    await screenshot(page, 'background-settings-375');
    await page.getByRole('button', { name: 'Save Background' }).click();
    await page.getByText('Background updated!').first().waitFor();

    // Profile picture through the crop dialog, and a social link.
    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    await page.getByTestId('profile-picture-input').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photo('#e76f51', 800, 600) });
    await page.getByRole('dialog').getByText('Crop Profile Picture').waitFor();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Rotate right' }).click();
    await page.getByAltText('Preview of the cropped picture').waitFor();
    await screenshot(page, 'crop-dialog-375');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Profile Picture Updated').first().waitFor();
    await page.getByLabel('Platform').selectOption('instagram');
    await page.getByLabel('Profile URL').fill('instagram.com/emma_and_james');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('https://instagram.com/emma_and_james').waitFor();
    await expectNoSideScroll(page);
    await screenshot(page, 'settings-375');

    // Website links.
    await page.goto('/admin/website-links');
    await page.getByText('No links added yet').waitFor();
    for (const [title, url] of [['Our Registry', 'https://registry.example.com/emma'], ['Venue Map', 'venue.example.org']]) {
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('URL').fill(url);
      await page.getByRole('button', { name: 'Add Link' }).click();
      await page.getByText('Link added!').first().waitFor();
      await page.getByText(title, { exact: true }).waitFor();
    }
    await page.getByText('Your Links (2)').waitFor();
    await expectNoSideScroll(page);
    await screenshot(page, 'website-links-375');

    // The public page shows it all, links above the record button.
    const own = await (await context.request.get('/api/creator-profile')).json();
    expect(own.profileImagePath).toMatch(/^\/objects\/upload\/.+\.jpg$/);
    expect(own.backgroundImagePath).toMatch(/^\/objects\/upload\/.+\.jpg$/);
    expect(profileWrites).toEqual(['POST /api/upload', 'PUT /api/creator-profile', 'POST /api/upload', 'PUT /api/creator-profile']);
    const picture = await sharp(await (await context.request.get(own.profileImagePath)).body()).metadata();
    expect({ w: picture.width, h: picture.height, format: picture.format }).toEqual({ w: 400, h: 400, format: 'jpeg' });

    await page.goto(`/${username}`);
    await page.getByRole('heading', { name: 'Emma & James' }).waitFor();
    await expect(page.locator(`img[src="${own.backgroundImagePath}"]`).count()).resolves.toBe(1);
    await expect(page.locator(`img[src="${own.profileImagePath}"]`).count()).resolves.toBe(1);
    // The overlay's inline style as the server wrote it ('opacity:0.4'); its computed look is what counts.
    const overlay = page.locator('div[style*="opacity"]').first();
    await expect(overlay.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).opacity])).resolves.toEqual(['rgb(139, 69, 19)', '0.4']);
    const registry = page.getByRole('link', { name: /Our Registry/ });
    await expect(registry.getAttribute('target')).resolves.toBe('_blank');
    await expect(registry.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await expect(page.getByRole('link', { name: /instagram/i }).getAttribute('href')).resolves.toBe('https://instagram.com/emma_and_james');
    const linksBox = await page.getByRole('list', { name: 'Links', exact: true }).boundingBox();
    const buttonBox = await page.getByRole('button', { name: 'Record a Special Message' }).boundingBox();
    expect(linksBox!.y + linksBox!.height).toBeLessThanOrEqual(buttonBox!.y);
    await expectNoSideScroll(page);
    await screenshot(page, 'public-profile-375');

    await page.goto(`/preview2/${username}`);
    await page.getByRole('button', { name: 'Send Voice Message' }).waitFor();
    await expectNoSideScroll(page);
    await screenshot(page, 'preview2-375');

    await page.goto('/edit');
    await page.getByTestId('phone-preview').waitFor();
    await page.getByRole('button', { name: 'Edit name and bio' }).click();
    await page.getByRole('dialog').getByLabel('Bio').fill('See you on the dance floor');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Profile updated successfully!').first().waitFor();
    await page.getByTestId('phone-preview').getByText('See you on the dance floor').waitFor();
    await expectNoSideScroll(page);
    await screenshot(page, 'edit-375');
    // The background dialog takes a video too; the preview then plays it muted, looping and inline.
    await page.getByRole('button', { name: 'Update Background' }).click();
    await page.getByRole('dialog').getByLabel('Choose a background image or video').setInputFiles(path.resolve('src/server/test/fixtures/tiny.webm'));
    await page.getByText('Profile updated successfully!').first().waitFor();
    const video = page.getByTestId('phone-preview').locator('video[src^="/objects/upload/"]');
    await video.waitFor();
    await expect(video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.playsInline])).resolves.toEqual([true, true, true]);
    await page.goto(`/${username}`);
    await page.locator('video[src^="/objects/upload/"]').waitFor({ state: 'attached' });

    // Hide the profile: the public page becomes 'Profile Not Found'.
    await page.goto('/admin/settings');
    await page.getByRole('switch', { name: 'Profile Status' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated!').first().waitFor();
    await page.goto(`/${username}`);
    await page.getByRole('heading', { name: 'Profile Not Found' }).waitFor();
    await screenshot(page, 'public-profile-hidden-375');

    expect(problems).toEqual([]);
    await context.close();
  });
});
