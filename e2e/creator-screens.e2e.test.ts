import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { en } from '../src/shared/i18n/english.js';
import { createCreator, type Creator } from '../src/server/test/harness.js';
import { creatorContext, DESKTOP, newContext, PHONE, screenshot, useServerAndBrowser, watchPage } from './support/browser.js';

const e2e = useServerAndBrowser();
const VIEWPORTS = [['375', PHONE], ['1280', DESKTOP]] as const;

const call = (host: Creator, method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
  e2e.server.app.inject({ method, url, headers: { cookie: host.cookie }, payload });

async function hostPage(host: Creator, viewport = PHONE) {
  const context = await creatorContext(e2e.browser, e2e.server.url, host.cookie, viewport);
  const page = await context.newPage();
  return { context, page, problems: watchPage(page) };
}

async function expectNoSideScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('creator screens are reachable, and none is a dead end', () => {
  it('a signed-in user without a profile who types any creator URL lands on /onboarding', async () => {
    const fresh = await createCreator(e2e.server.app, { profile: false });
    const { context, page, problems } = await hostPage(fresh);
    const paths = [
      '/admin',
      '/admin/dashboard',
      '/admin/settings',
      '/admin/background-settings',
      '/edit',
      '/admin/email-subscribers',
      '/admin/website-links',
      '/admin/messages',
      '/admin/gallery',
      '/admin/share',
      '/admin/keepsake',
      '/admin/event',
    ];
    for (const path of paths) {
      await page.goto(path);
      await page.waitForURL((u) => u.pathname === '/onboarding', { timeout: 10_000 });
      await page.getByRole('heading', { name: 'Create your profile' }).waitFor();
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const [label, viewport] of VIEWPORTS) {
    it(`the host clicks from the dashboard to /edit and back, and from Profile Settings, at ${label} px`, async () => {
      const host = await createCreator(e2e.server.app);
      const { context, page, problems } = await hostPage(host, viewport);
      await page.goto('/admin');
      await page.getByRole('heading', { name: /^Welcome back/ }).waitFor();
      await screenshot(page, `dashboard-edit-link-${label}`);
      // Wide screens: the top bar. Phones: Quick Actions (the top bar folds behind a menu there).
      const link =
        viewport === DESKTOP
          ? page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: en('dashboard.topBar.editProfile') })
          : page.getByRole('link', { name: new RegExp(`^${en('dashboard.quickActions.editProfile')}`) });
      await link.click();
      await page.waitForURL((u) => u.pathname === '/edit');
      await page.getByRole('heading', { name: en('editor.shared.editProfile') }).waitFor();
      await page.getByTestId('phone-preview').getByText('Ada & Charles').waitFor();

      // The preview polls every 2 s; Refresh Preview must not blink with each poll.
      const refresh = page.getByRole('button', { name: en('editor.edit.refreshPreview') });
      let polls = 0;
      page.on('request', (r) => {
        if (/\/api\/(creator-profile\/preview|profile\/)/.test(r.url())) polls++;
      });
      const toggles = await refresh.evaluate(
        (button) =>
          new Promise<number>((resolve) => {
            let n = 0;
            const observer = new MutationObserver((records) => (n += records.length));
            observer.observe(button, { attributes: true, attributeFilter: ['disabled'] });
            setTimeout(() => (observer.disconnect(), resolve(n)), 5000);
          }),
      );
      expect(polls).toBeGreaterThanOrEqual(2);
      expect(toggles).toBe(0);
      await expectNoSideScroll(page, viewport.width);
      await screenshot(page, `edit-${label}`);

      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await page.waitForURL((u) => u.pathname === '/admin');
      await page.getByRole('heading', { name: /^Welcome back/ }).waitFor();

      await page.goto('/admin/settings');
      await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
      await screenshot(page, `settings-${label}`);
      await page.getByRole('main').getByRole('link', { name: en('editor.shared.editProfile') }).click();
      await page.waitForURL((u) => u.pathname === '/edit');
      await page.getByRole('heading', { name: en('editor.shared.editProfile') }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it("a hidden profile's owner previews show its links and say it is hidden; /edit polls no 404", async () => {
    const host = await createCreator(e2e.server.app);
    expect((await call(host, 'POST', '/api/custom-links', { title: 'Our Registry', url: 'https://registry.example.com' })).statusCode).toBe(201);
    expect((await call(host, 'POST', '/api/social-links', { platform: 'instagram', url: 'https://instagram.com/ada' })).statusCode).toBe(201);
    expect((await call(host, 'PUT', '/api/creator-profile', { isActive: false })).statusCode).toBe(200);

    for (const [label, viewport] of VIEWPORTS) {
      const { context, page, problems } = await hostPage(host, viewport);
      const notFound: string[] = [];
      page.on('response', (r) => {
        if (r.status() === 404 && r.url().includes('/api/')) notFound.push(r.url());
      });

      await page.goto('/edit');
      const preview = page.getByTestId('phone-preview');
      await preview.getByText('Our Registry').waitFor();
      await preview.getByTitle('instagram').waitFor();
      await page.getByText(en('editor.notice.hiddenTitle')).waitFor();
      await page.waitForTimeout(4500); // two polls
      expect(notFound).toEqual([]);
      await expectNoSideScroll(page, viewport.width);
      await screenshot(page, `edit-hidden-${label}`);

      await page.goto('/admin/background-settings');
      await page.getByTestId('phone-preview').getByText('Our Registry').waitFor();
      await page.getByText(en('editor.notice.hiddenTitle')).waitFor();
      await page.getByRole('link', { name: en('editor.notice.openSettings') }).waitFor();
      expect(notFound).toEqual([]);
      await expectNoSideScroll(page, viewport.width);
      await screenshot(page, `background-hidden-${label}`);
      expect(problems).toEqual([]);
      await context.close();
    }

    // Guests still see nothing of it.
    const guest = await newContext(e2e.browser, e2e.server.url);
    const page = await guest.newPage();
    await page.goto(`/${host.profile!.username}`);
    await page.getByRole('heading', { name: 'Profile Not Found' }).waitFor();
    await guest.close();
  });

  it("a failed profile-picture upload on /edit says the picture's failure text", async () => {
    const host = await createCreator(e2e.server.app);
    const { context, page } = await hostPage(host);
    await page.goto('/edit');
    await page.getByRole('button', { name: en('editor.shared.updateProfilePicture') }).click();
    const picture = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#e76f51' } }).jpeg().toBuffer();
    await page.getByRole('dialog').getByLabel('Choose a profile picture').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: picture });
    await page.getByRole('dialog').getByText('Crop Profile Picture').waitFor();
    // The session ends meanwhile (signed out in another tab): the upload is refused.
    expect((await page.request.post('/api/logout')).status()).toBe(200);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(en('editor.edit.uploadFailed'), { exact: true }).first().waitFor();
    await page.getByText(en('editor.shared.pictureUploadFailed'), { exact: true }).first().waitFor();
    expect(await page.getByText(en('editor.shared.backgroundUploadFailed')).count()).toBe(0);
    await screenshot(page, 'edit-picture-upload-failed-375');
    await context.close();
  });

  it("icon buttons show their name as a tooltip after 700 ms; 'Copy Link' is text; bio areas have 4 rows", async () => {
    const host = await createCreator(e2e.server.app);
    expect((await call(host, 'POST', '/api/custom-links', { title: 'Our Registry', url: 'https://registry.example.com' })).statusCode).toBe(201);
    const { context, page, problems } = await hostPage(host, DESKTOP);

    await page.goto('/admin/website-links');
    const remove = page.getByRole('button', { name: 'Remove Our Registry' });
    await remove.waitFor();
    // Timed inside the page, so a slow machine cannot make an early tooltip look late.
    await page.evaluate(() => {
      const w = window as unknown as { tooltipAt?: number };
      new MutationObserver(() => {
        if (w.tooltipAt === undefined && document.querySelector('[role="tooltip"]')) w.tooltipAt = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await remove.evaluate((el) => el.addEventListener('pointermove', () => ((window as unknown as { hoverAt?: number }).hoverAt ??= performance.now())));
    await remove.hover();
    const tip = page.getByRole('tooltip');
    await tip.waitFor();
    expect(await tip.textContent()).toBe('Remove Our Registry');
    const delay = await page.evaluate(() => {
      const w = window as unknown as { tooltipAt: number; hoverAt: number };
      return w.tooltipAt - w.hoverAt;
    });
    expect(delay).toBeGreaterThanOrEqual(650);
    await screenshot(page, 'website-links-tooltip-1280');

    await page.goto('/admin/settings');
    const copy = page.getByRole('button', { name: 'Copy Link' });
    await copy.waitFor();
    expect(await copy.innerText()).toBe('Copy Link');
    expect((await copy.boundingBox())!.width).toBeGreaterThan(60);
    expect(await page.getByLabel('Bio').getAttribute('rows')).toBe('4');

    await page.goto('/edit');
    await page.getByRole('button', { name: 'Edit name and bio' }).click();
    expect(await page.getByRole('dialog').getByLabel('Bio').getAttribute('rows')).toBe('4');
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const [label, viewport] of VIEWPORTS) {
    it(`the screens whose icon buttons changed fit ${label} px`, async () => {
      const host = await createCreator(e2e.server.app);
      expect((await call(host, 'POST', '/api/custom-links', { title: 'Our Registry', url: 'https://registry.example.com' })).statusCode).toBe(201);
      expect((await call(host, 'POST', '/api/social-links', { platform: 'instagram', url: 'https://instagram.com/ada' })).statusCode).toBe(201);
      const { context, page, problems } = await hostPage(host, viewport);

      await page.goto('/admin/website-links');
      await page.getByRole('button', { name: 'Remove Our Registry' }).waitFor();
      await page.getByRole('link', { name: 'Open Our Registry in a new tab' }).waitFor();
      await expectNoSideScroll(page, viewport.width);
      await screenshot(page, `website-links-${label}`);

      await page.goto('/admin/email-subscribers');
      await page.getByText('No subscribers yet').waitFor();
      await expectNoSideScroll(page, viewport.width);
      await screenshot(page, `subscribers-${label}`);

      await page.goto('/admin/settings');
      await page.getByRole('button', { name: 'Remove Instagram' }).waitFor();
      const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a6f97' } }).jpeg().toBuffer();
      await page.getByTestId('profile-picture-input').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: picture });
      const crop = page.getByRole('dialog');
      for (const name of ['Zoom out', 'Zoom in', 'Rotate left', 'Rotate right']) await crop.getByRole('button', { name }).waitFor();
      await crop.getByRole('button', { name: 'Rotate right' }).hover();
      await page.getByRole('tooltip').waitFor();
      await screenshot(page, `crop-dialog-tooltip-${label}`);
      await crop.getByRole('button', { name: 'Cancel' }).click();

      await page.goto('/admin');
      if (viewport === PHONE) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: en('dashboard.topBar.editProfile') }).waitFor();
      await expectNoSideScroll(page, viewport.width);
      await screenshot(page, `dashboard-menu-${label}`);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
