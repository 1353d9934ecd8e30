import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/shared/i18n/english.js';
import { PAGE_LOOKS, PAGE_THEMES } from '../src/shared/page-design.js';
import { jpeg, setGalleryPassword, upload } from '../src/server/modules/gallery/gallery.test-helpers.js';
import { createCreator, type Creator, uniqueUsername } from '../src/server/test/harness.js';
import { creatorContext, DESKTOP, newContext, PHONE, screenshot, useServerAndBrowser, watchPage } from './support/browser.js';
import { record } from './support/voice.js';

/**
 * A guest page worth sharing (docs/decisions/080): the guest's thank-you, the platforms' own icons, the
 * designed themes, onboarding's optional photo, kind and day, and the guest-side bugs (gallery password, viewer
 * Escape, one profile read for an unknown name). Screenshots at 375 and 1280 px go to test-results/.
 */
const e2e = useServerAndBrowser();

const put = (host: Creator, payload: Record<string, unknown>) =>
  e2e.server.app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload });

/** Both widths of what the page shows now. */
async function shots(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await screenshot(page, `guest-home-${name}-375`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `guest-home-${name}-1280`);
  await page.setViewportSize(PHONE);
}

describe('a guest page worth sharing', () => {
  it("thanks the guest in the host's name after 'Message sent!', offers the gallery and a way back, and does not pulse Record again", async () => {
    const host = await createCreator(e2e.server.app);
    // createCreator's page name.
    const name = 'Ada & Charles';
    const context = await newContext(e2e.browser, e2e.server.url, PHONE);
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`/${host.profile!.username}`);
    const recordButton = page.getByRole('button', { name: en('guest.page.recordSpecialMessage') });
    await recordButton.click();
    const dialog = page.getByRole('dialog');
    await record(page, 2);
    await dialog.getByRole('button', { name: en('guest.modal.continue') }).click();
    await dialog.getByRole('textbox', { name: en('guest.modal.emailLabel') }).fill('thankful.guest@example.com');
    await dialog.getByRole('button', { name: en('guest.modal.send'), exact: true }).click();

    // The product spec's toast and reset stay; the thank-you takes the record button's place.
    await page.getByText(en('guest.modal.sentTitle'), { exact: true }).filter({ visible: true }).first().waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    const thanks = page.getByRole('region', { name: en('guest.thanks.title', { name }) });
    await thanks.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    expect(await recordButton.count()).toBe(0);
    const gallery = thanks.getByRole('link', { name: en('guest.thanks.gallery') });
    expect(new URL((await gallery.getAttribute('href'))!, e2e.server.url).pathname).toBe(`/g/${host.profile!.gallerySlug}`);
    await page.waitForTimeout(400);
    await shots(page, 'thank-you');

    // Back to the page: the button returns; 'Record another message' opens a fresh record step.
    await thanks.getByRole('button', { name: en('guest.thanks.back') }).click();
    await recordButton.waitFor();
    expect(await thanks.count()).toBe(0);
    expect(await page.getByText('You have an unsent message').count()).toBe(0);

    await recordButton.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // Closing without sending is not a send: no thank-you.
    expect(await thanks.count()).toBe(0);

    // The gallery link leads to the host's gallery.
    await page.goto(`/${host.profile!.username}`);
    await recordButton.click();
    await record(page, 1);
    await dialog.getByRole('button', { name: en('guest.modal.continue') }).click();
    await dialog.getByRole('textbox', { name: en('guest.modal.emailLabel') }).fill('second.guest@example.com');
    await dialog.getByRole('button', { name: en('guest.modal.send'), exact: true }).click();
    await thanks.waitFor();
    await thanks.getByRole('button', { name: en('guest.thanks.recordAnother') }).click();
    await dialog.getByRole('button', { name: 'Start recording' }).waitFor();
    // Escape closes the dialog, not the last send's toast (which went when the dialog opened).
    await page.keyboard.press('Escape');
    await recordButton.waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows each social link as the platform's own icon (an svg), not two letters", async () => {
    const host = await createCreator(e2e.server.app);
    for (const [platform, url] of [['instagram', 'https://instagram.com/ada'], ['youtube', 'https://youtube.com/@ada'], ['linkedin', 'https://linkedin.com/in/ada'], ['website', 'https://ada.example.com']]) {
      const res = await e2e.server.app.inject({ method: 'POST', url: '/api/social-links', headers: { cookie: host.cookie }, payload: { platform, url } });
      expect(res.statusCode, res.body).toBe(201);
    }
    await e2e.server.app.inject({ method: 'POST', url: '/api/custom-links', headers: { cookie: host.cookie }, payload: { title: 'Our registry', url: 'https://example.com/registry' } });
    const context = await newContext(e2e.browser, e2e.server.url, PHONE);
    const page = await context.newPage();
    await page.goto(`/${host.profile!.username}`);
    const list = page.getByRole('list', { name: en('guest.page.socialLinks') });
    const links = list.getByRole('link');
    await expect.poll(() => links.count()).toBe(4);
    for (const platform of ['instagram', 'youtube', 'linkedin', 'website']) {
      const link = list.getByRole('link', { name: en('guest.page.opensInNewTab', { platform }) });
      expect(await link.locator(`svg[data-platform="${platform}"]`).count(), platform).toBe(1);
      expect((await link.innerText()).trim(), platform).toBe('');
    }
    // The brand marks are the platforms' own paths (Simple Icons), not a generic symbol.
    expect(await list.locator('svg[data-platform="instagram"] path').getAttribute('d')).toMatch(/^M7\.0301/);
    // The layout of docs/product-spec.md (section 2): the links come before the record button.
    const linksBox = (await list.boundingBox())!;
    const button = (await page.getByRole('button', { name: en('guest.page.recordSpecialMessage') }).boundingBox())!;
    expect(linksBox.y + linksBox.height).toBeLessThan(button.y);
    await shots(page, 'social-icons');
    await context.close();
  });

  it('shows the theme a host picks on the background screen on the guest page, over the 0.4 overlay rule', async () => {
    const host = await createCreator(e2e.server.app);
    await put(host, { eventDate: '2026-09-12', eventKind: 'wedding' });
    const hostContext = await creatorContext(e2e.browser, e2e.server.url, host.cookie, PHONE);
    const settings = await hostContext.newPage();
    await settings.goto('/admin/background-settings');
    const themes = settings.getByRole('radiogroup', { name: en('editor.background.themeGroup') });
    await themes.getByRole('radio', { name: en('editor.background.theme.midnight') }).click();
    expect(await themes.getByRole('radio', { name: en('editor.background.theme.midnight') }).getAttribute('aria-checked')).toBe('true');
    await shots(settings, 'theme-picker');
    await settings.getByRole('button', { name: en('editor.background.save') }).click();
    await settings.getByText(en('editor.background.updated'), { exact: true }).filter({ visible: true }).first().waitFor();
    await hostContext.close();

    const stored = (await e2e.server.app.inject({ method: 'GET', url: '/api/creator-profile', headers: { cookie: host.cookie } })).json();
    expect(stored).toMatchObject({ pageTheme: 'midnight', textTheme: PAGE_LOOKS.midnight.textTheme, overlayColor: PAGE_LOOKS.midnight.overlayColor });

    const context = await newContext(e2e.browser, e2e.server.url, PHONE);
    const page = await context.newPage();
    // Midnight first, as the host saved it; then each of the others.
    for (const theme of ['midnight', ...PAGE_THEMES.filter((t) => t !== 'midnight')] as const) {
      if (theme !== 'midnight') await put(host, { pageTheme: theme, textTheme: PAGE_LOOKS[theme].textTheme, overlayColor: PAGE_LOOKS[theme].overlayColor });
      await page.goto(`/${host.profile!.username}`);
      const card = page.locator(`[data-page-theme="${theme}"]`);
      await card.waitFor();
      const button = page.getByRole('button', { name: en('guest.page.recordSpecialMessage') });
      const hex = PAGE_LOOKS[theme].accentFrom;
      const rgb = `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
      expect(await button.evaluate((el) => getComputedStyle(el).backgroundImage), theme).toContain(rgb);
      // The overlay stays at 0.4 (docs/product-spec.md, section 9), in the theme's overlay colour.
      expect(await page.locator('[aria-hidden="true"] > div[style*="opacity"]').first().evaluate((el) => getComputedStyle(el).opacity)).toBe('0.4');
      await page.getByText(en('guest.page.eventKind.wedding'), { exact: true }).waitFor();
      await page.getByText(en('guest.page.poweredBy')).waitFor();
      await shots(page, `theme-${theme}`);
    }
    await context.close();
  });

  it("onboarding invites the couple's photo, the event's kind and day, and can be skipped", async () => {
    // Skipped: the product spec's three fields alone make the page, and creation goes to /admin as before.
    const skipper = await createCreator(e2e.server.app, { profile: false });
    const skipContext = await creatorContext(e2e.browser, e2e.server.url, skipper.cookie, PHONE);
    const skip = await skipContext.newPage();
    await skip.goto('/onboarding');
    await skip.getByRole('group', { name: en('editor.onboarding.makeItYours') }).waitFor();
    await shots(skip, 'onboarding');
    await skip.getByLabel(en('editor.onboarding.displayName')).fill('Sam & Alex');
    const skipName = uniqueUsername('skip').toLowerCase();
    await skip.getByLabel(en('editor.form.username')).fill(skipName);
    await skip.getByRole('button', { name: en('editor.onboarding.create') }).click();
    await skip.waitForURL('**/admin');
    const skipped = (await e2e.server.app.inject({ method: 'GET', url: '/api/creator-profile', headers: { cookie: skipper.cookie } })).json();
    expect(skipped).toMatchObject({ username: skipName, eventKind: null, eventDate: null, profileImagePath: null });
    await skipContext.close();

    // Filled: the photo, the kind and the day arrive with the new page.
    const couple = await createCreator(e2e.server.app, { profile: false });
    const context = await creatorContext(e2e.browser, e2e.server.url, couple.cookie, PHONE);
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto('/onboarding');
    await page.getByLabel(en('editor.onboarding.displayName')).fill('Mia & Leo');
    const username = uniqueUsername('mia').toLowerCase();
    await page.getByLabel(en('editor.form.username')).fill(username);
    await page.getByTestId('onboarding-photo-input').setInputFiles({ name: 'us.jpg', mimeType: 'image/jpeg', buffer: await jpeg(7, 900, 600) });
    await page.getByRole('img', { name: en('editor.onboarding.photoChosen') }).waitFor();
    await page.getByLabel(en('editor.eventKind.label')).selectOption('wedding');
    await page.getByLabel(en('editor.form.eventDate')).fill('2026-09-12');
    await shots(page, 'onboarding-filled');
    await page.getByRole('button', { name: en('editor.onboarding.create') }).click();
    await page.waitForURL('**/admin');
    const made = (await e2e.server.app.inject({ method: 'GET', url: '/api/creator-profile', headers: { cookie: couple.cookie } })).json();
    expect(made).toMatchObject({ username, eventKind: 'wedding', eventDate: '2026-09-12' });
    expect(made.profileImagePath).toMatch(/^\/objects\//);

    await page.goto(`/${username}`);
    await page.getByText(en('guest.page.eventKind.wedding'), { exact: true }).waitFor();
    const avatar = page.getByRole('img', { name: en('guest.listen.hostPicture', { host: 'Mia & Leo' }) });
    await expect.poll(() => avatar.getAttribute('src')).toContain('/objects/');
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
    await shots(page, 'guest-page-after-onboarding');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('guest-side bugs', () => {
  it('a wrong gallery password stays in the field with no "Password is required"; at 375 px the viewer closes on the first Escape', async () => {
    const host = await createCreator(e2e.server.app);
    const slug = host.profile!.gallerySlug;
    expect((await upload(e2e.server.app, slug, [{ filename: 'one.jpg', data: await jpeg(1) }, { filename: 'two.jpg', data: await jpeg(2) }])).statusCode).toBe(201);
    expect((await setGalleryPassword(e2e.server.app, host, 'first-dance', true)).statusCode).toBe(200);
    const context = await newContext(e2e.browser, e2e.server.url, PHONE);
    const page = await context.newPage();
    await page.goto(`/g/${slug}`);
    const password = page.getByLabel(en('gallery.gate.password'));
    await password.fill('wrong one');
    await page.getByRole('button', { name: en('gallery.gate.unlock') }).click();
    await page.getByText(en('gallery.gate.incorrectPassword'), { exact: true }).filter({ visible: true }).first().waitFor();
    expect(await password.inputValue()).toBe('wrong one');
    expect(await page.getByText(en('gallery.gate.passwordRequired'), { exact: true }).count()).toBe(0);

    await password.fill('first-dance');
    await page.getByRole('button', { name: en('gallery.gate.unlock') }).click();
    const tiles = page.getByRole('list', { name: en('gallery.grid.label') }).getByRole('button');
    await expect.poll(() => tiles.count()).toBe(2);
    await shots(page, 'gallery');
    await tiles.first().click();
    const viewer = page.getByRole('dialog');
    await viewer.getByRole('heading').waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByRole('tooltip').count()).toBe(0);
    await screenshot(page, 'guest-home-gallery-viewer-375');
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);
    await context.close();
  });

  it('/nobody-here asks for /api/profile/nobody-here once', async () => {
    const context = await newContext(e2e.browser, e2e.server.url, PHONE);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/api/profile/') && asked.push(new URL(r.url()).pathname));
    await page.goto('/nobody-here');
    await page.getByRole('heading', { name: en('guest.page.profileNotFound') }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual(['/api/profile/nobody-here']);
    await context.close();
  });
});
