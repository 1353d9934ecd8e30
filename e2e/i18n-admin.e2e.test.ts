import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, createTestAdmin, type TestAdmin } from '../src/server/modules/admin/admin.test-support.js';
import { sendGuestMessage } from '../src/server/modules/messages/messages.test-support.js';
import { createCreator, type Creator } from '../src/server/test/harness.js';
import ar from '../src/shared/i18n/ar/admin.json' with { type: 'json' };
import de from '../src/shared/i18n/de/admin.json' with { type: 'json' };
import { en } from '../src/shared/i18n/english.js';
import nl from '../src/shared/i18n/nl/admin.json' with { type: 'json' };
import type { Language } from '../src/shared/i18n/languages.js';
import { DESKTOP, launchBrowser, newContext, PHONE, type RunningServer, screenshot, startServer, watchPage } from './support/browser.js';
import { englishOnScreen } from './support/no-english.js';

/** The master admin area in the admin's own language (docs/decisions/056), whatever the browser's. */
describe('the master admin area in the admin’s language', () => {
  let server: RunningServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let admin: TestAdmin;
  let host: Creator;

  const setLanguage = async (language: Language | null) => {
    const cookie = await adminCookie(server.app, admin);
    const res = await server.app.inject({ method: 'PUT', url: '/admin-api/auth/language', headers: { cookie }, payload: { language } });
    expect(res.statusCode).toBe(200);
  };
  const noEnglish = (page: Page, language: Language) => englishOnScreen(page, language, ['admin', 'guest']);
  const htmlLangDir = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

  /** Signs in through the sign-in page, which speaks the browser's language (English here), and waits for the greeting. */
  async function signIn(page: Page, welcome: string) {
    await page.goto('/admin-login');
    await page.getByLabel(en('admin.login.username')).fill(admin.username);
    await page.getByLabel(en('admin.login.password'), { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: en('admin.login.signIn') }).click();
    await page.waitForURL((u) => u.pathname === '/master-admin');
    // The greeting is already in the admin's language, not the sign-in page's (the browser's, English here).
    await page.getByText(welcome, { exact: true }).first().waitFor();
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    admin = await createTestAdmin(server.app, { superAdmin: true });
    host = await createCreator(server.app);
    await sendGuestMessage(server.app, host.profile!.id, { senderName: 'Greta' });
    await sendGuestMessage(server.app, host.profile!.id, { senderName: '' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('a German admin sees the dashboard, users table and a user’s details in German, then switches to Dutch without a reload', async () => {
    await setLanguage('de');
    const context = await newContext(browser, server.url, DESKTOP);
    const page = await context.newPage();
    const problems = watchPage(page);
    await signIn(page, de.login.welcome);

    await page.getByRole('heading', { name: de.dashboard.title }).waitFor();
    expect(await htmlLangDir(page)).toEqual(['de', 'ltr']);
    for (const label of [de.dashboard.totalUsers, de.dashboard.voiceMessages, de.dashboard.emailSubscribers, de.dashboard.pageViews]) {
      await page.getByRole('heading', { name: label, exact: true }).waitFor();
    }
    await page.getByRole('columnheader', { name: de.users.columns.authMethod }).waitFor();
    await page.getByRole('searchbox', { name: de.users.searchLabel }).fill(host.user.email);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByText(de.users.active, { exact: true }).waitFor();
    expect(await page.title()).toBe('Master-Admin · Voxbook');
    expect(await noEnglish(page, 'de')).toEqual([]);
    await screenshot(page, 'i18n-admin-de-dashboard');

    await rows.first().getByRole('button', { name: `${de.users.details}: Ada Lovelace` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(de.details.fields.emailVerified).waitFor();
    await dialog.getByText(de.details.no, { exact: true }).waitFor();
    expect(await noEnglish(page, 'de')).toEqual([]);
    await dialog.getByRole('tab', { name: new RegExp(de.details.tabs.voiceMessages) }).click();
    await dialog.getByText(de.messages.anonymous, { exact: true }).waitFor();
    await dialog.getByText('Jetzt', { exact: true }).first().waitFor();
    await dialog.locator('audio[aria-label="Sprachnachricht von Greta"]').waitFor({ state: 'attached' });
    expect(await noEnglish(page, 'de')).toEqual([]);
    await dialog.getByRole('tab', { name: de.details.tabs.actions }).click();
    await dialog.getByLabel(de.actions.changeUsername).waitFor();
    await dialog.getByText(`Aktuell @${host.profile!.username}`).waitFor();
    await dialog.getByText('Mindestens 8 Zeichen.', { exact: false }).waitFor();
    expect(await noEnglish(page, 'de')).toEqual([]);
    await screenshot(page, 'i18n-admin-de-actions');
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Nederlands through the header's select: the area turns Dutch at once, the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    const select = page.getByRole('banner').getByRole('combobox', { name: de.header.language });
    expect(await select.inputValue()).toBe('de');
    expect(await select.locator('option').allTextContents()).toEqual([
      de.header.sameAsBrowser,
      'English',
      'Español',
      'Deutsch',
      'Français',
      'Italiano',
      'Português (Brasil)',
      'Nederlands',
      'العربية',
    ]);
    expect(await select.locator('option[value="nl"]').getAttribute('lang')).toBe('nl');
    await select.selectOption('nl');
    await page.getByRole('heading', { name: nl.dashboard.title }).waitFor();
    await page.getByRole('banner').getByRole('combobox', { name: nl.header.language }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(await htmlLangDir(page)).toEqual(['nl', 'ltr']);
    await rows.first().getByText(nl.users.active, { exact: true }).waitFor();
    expect(await noEnglish(page, 'nl')).toEqual([]);
    const me = await page.request.get('/admin-api/auth/user');
    expect((await me.json()).language).toBe('nl');

    // 'Same as this browser' follows the browser again (English here).
    await page.getByRole('banner').getByRole('combobox', { name: nl.header.language }).selectOption('');
    await page.getByRole('heading', { name: en('admin.dashboard.title') }).waitFor();
    expect((await (await page.request.get('/admin-api/auth/user')).json()).language).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Arabic at 375 px: right to left, mirrored, nothing wider than the screen', async () => {
    await setLanguage('ar');
    const context = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    const problems = watchPage(page);
    await signIn(page, ar.login.welcome);
    await page.getByRole('heading', { name: ar.dashboard.title }).waitFor();
    expect(await htmlLangDir(page)).toEqual(['ar', 'rtl']);
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('heading', { name: ar.dashboard.totalUsers }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    // Mirrored: the brand at the inline start, which in Arabic is the right; the language select toward the left.
    const select = await page.getByRole('banner').getByRole('combobox', { name: ar.header.language }).boundingBox();
    expect(select!.x).toBeLessThan(PHONE.width / 2);
    await screenshot(page, 'i18n-admin-ar-master-admin');

    await page.locator('tbody tr').first().getByRole('button', { name: new RegExp(`^${ar.users.details}: `) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: ar.details.tabs.actions }).click();
    await dialog.getByLabel(ar.actions.changeUsername).waitFor();
    await screenshot(page, 'i18n-admin-ar-actions');
    expect(problems).toEqual([]);
    await context.close();
  });
});
