import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendGuestMessage } from '../src/server/modules/voice/voice.test-support.js';
import { createCreator } from '../src/server/test/harness.js';
import { en } from '../src/shared/i18n/english.js';
import { DESKTOP, launchBrowser, newContext, PHONE, type RunningServer, screenshot, startServer, watchPage } from './support/browser.js';

const OWNER = { username: 'e2e_owner', password: 'owner password 1' };

describe('master admin in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  const tag = Date.now().toString(36).slice(-6);
  const host = { username: `bride_${tag}`, firstName: 'Beatrice', lastName: `Findme${tag}` };

  beforeAll(async () => {
    server = await startServer({ env: { ADMIN_USERNAME: OWNER.username, ADMIN_PASSWORD: OWNER.password, DEMO_MODE: 'true' } });
    browser = await launchBrowser();
    // A few hosts, one of whom the admin will look for.
    const context = await newContext(browser, server.url);
    for (const [i, h] of [host, { username: `groom_${tag}`, firstName: 'Gregor', lastName: 'Other' }, { username: `aunt_${tag}`, firstName: 'Agatha', lastName: 'Other' }].entries()) {
      const api = (await browser.newContext({ baseURL: server.url })).request;
      const headers = { origin: server.url };
      const reg = await api.post('/api/register', {
        data: { email: `e2e.admin.${tag}.${i}@example.com`, password: 'creator password 1', firstName: h.firstName, lastName: h.lastName },
        headers,
      });
      expect(reg.status()).toBe(201);
      const prof = await api.post('/api/creator-profile', { data: { username: h.username, displayName: `${h.firstName}'s day` }, headers });
      expect(prof.status()).toBe(201);
    }
    await context.close();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const publicStatus = async (page: Page, username: string) => (await page.request.get(`/api/profile/${username}`)).status();
  const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

  it('a super admin signs in, finds a host, deactivates and reactivates them, and changes their username', async () => {
    const context = await newContext(browser, server.url, DESKTOP);
    const page = await context.newPage();
    const problems = watchPage(page);

    await page.goto('/master-admin');
    await page.waitForURL((u) => u.pathname === '/admin-login');
    await page.getByRole('button', { name: en('admin.login.signIn') }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await screenshot(page, 'admin-login-desktop');

    await page.getByLabel(en('admin.login.username')).fill(OWNER.username);
    await page.getByLabel(en('admin.login.password'), { exact: true }).fill('wrong password');
    await page.getByRole('button', { name: en('admin.login.signIn') }).click();
    await toast(page, en('admin.login.failed'));
    await page.getByText(en('errors.invalid_credentials')).first().waitFor();

    await page.getByLabel(en('admin.login.password'), { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: en('admin.login.showPassword') }).click();
    expect(await page.getByLabel(en('admin.login.password'), { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: en('admin.login.signIn') }).click();
    await toast(page, en('admin.login.welcome'));
    await page.waitForURL((u) => u.pathname === '/master-admin');

    const banner = page.getByRole('banner');
    await banner.getByText(OWNER.username).waitFor();
    await banner.getByText(en('admin.header.superAdmin')).waitFor();
    for (const label of [en('admin.dashboard.totalUsers'), en('admin.dashboard.voiceMessages'), en('admin.dashboard.emailSubscribers'), en('admin.dashboard.pageViews')]) {
      await page.getByRole('heading', { name: label, exact: true }).waitFor();
    }

    await page.getByRole('searchbox', { name: en('admin.users.searchLabel') }).fill(`findme${tag}`);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.first();
    await row.getByRole('link', { name: new RegExp(`@${host.username}`) }).waitFor();
    expect(await row.getByRole('link').getAttribute('href')).toBe(`/${host.username}`);
    await screenshot(page, 'master-admin-desktop');

    const name = `${host.firstName} ${host.lastName}`;
    await row.getByRole('button', { name: `${en('admin.users.deactivate')}: ${name}` }).click();
    await toast(page, en('admin.users.statusUpdated'));
    await row.getByText(en('admin.users.inactive'), { exact: true }).waitFor();
    expect(await publicStatus(page, host.username)).toBe(404);

    await row.getByRole('button', { name: `${en('admin.users.activate')}: ${name}` }).click();
    await row.getByText(en('admin.users.active'), { exact: true }).waitFor();
    expect(await publicStatus(page, host.username)).toBe(200);

    await row.getByRole('button', { name: `${en('admin.users.details')}: ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: en('admin.details.tabs.details') }).waitFor();
    await dialog.getByRole('tab', { name: new RegExp(en('admin.details.tabs.voiceMessages')) }).click();
    await dialog.getByText(en('admin.messages.empty')).waitFor();
    await dialog.getByRole('tab', { name: en('admin.details.tabs.actions') }).click();
    const update = dialog.getByRole('button', { name: en('admin.actions.updateUsername') });
    expect(await update.isDisabled()).toBe(true);
    const renamed = `wed_${tag}`;
    await dialog.getByLabel(en('admin.actions.changeUsername')).fill(renamed.toUpperCase());
    expect(await dialog.getByLabel(en('admin.actions.changeUsername')).inputValue()).toBe(renamed);
    const reset = dialog.getByRole('button', { name: en('admin.actions.resetPassword') });
    await dialog.getByLabel(en('admin.actions.resetPassword')).fill('seven77');
    expect(await reset.isDisabled()).toBe(true);
    await dialog.getByLabel(en('admin.actions.resetPassword')).fill('eight888');
    expect(await reset.isDisabled()).toBe(false);
    await screenshot(page, 'master-admin-actions-desktop');
    await update.click();
    await toast(page, en('admin.actions.usernameUpdated'));
    expect(await publicStatus(page, renamed)).toBe(200);
    expect(await publicStatus(page, host.username)).toBe(404);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await screenshot(page, 'master-admin-renamed-desktop');
    await rows.first().getByRole('link', { name: new RegExp(`@${renamed}`) }).waitFor();

    await banner.getByRole('button', { name: en('admin.header.logout') }).click();
    await page.waitForURL((u) => u.pathname === '/admin-login');
    expect((await page.request.get('/admin-api/auth/user')).status()).toBe(401);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a phone screen, and Test Access shows the screens without any server rights', async () => {
    const context = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto('/admin-login');
    await page.getByLabel(en('admin.login.username')).fill(OWNER.username);
    await page.getByLabel(en('admin.login.password'), { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: en('admin.login.signIn') }).click();
    await page.waitForURL((u) => u.pathname === '/master-admin');
    await page.locator('tbody tr').first().waitFor();
    await screenshot(page, 'master-admin-phone');
    // Nothing but the table's own scroller may be wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('banner').getByRole('button', { name: en('admin.header.logout') }).click();
    await page.waitForURL((u) => u.pathname === '/admin-login');

    await page.getByRole('button', { name: en('admin.login.testAccess') }).click();
    await page.waitForURL((u) => u.pathname === '/master-admin');
    await page.getByText(en('admin.dashboard.testModeNoData')).waitFor();
    await page.getByRole('banner').getByText('test-admin').waitFor();
    expect((await page.request.get('/admin-api/users')).status()).toBe(401);
    await screenshot(page, 'master-admin-test-mode-phone');
    await page.getByRole('banner').getByRole('button', { name: en('admin.header.logout') }).click();
    await page.waitForURL((u) => u.pathname === '/admin-login');
    await page.getByRole('button', { name: en('admin.login.testAccess') }).waitFor();
    await screenshot(page, 'admin-login-phone');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("plays a guest's message in the user details dialog's Voice Messages tab", async () => {
    const host = await createCreator(server.app);
    await sendGuestMessage(server.app, host.profile!.id, { senderName: 'Grace' });

    for (const [label, viewport] of [['1280', DESKTOP], ['375', PHONE]] as const) {
      const context = await newContext(browser, server.url, viewport);
      const page = await context.newPage();
      const problems = watchPage(page);
      await page.goto('/admin-login');
      await page.getByLabel(en('admin.login.username')).fill(OWNER.username);
      await page.getByLabel(en('admin.login.password'), { exact: true }).fill(OWNER.password);
      await page.getByRole('button', { name: en('admin.login.signIn') }).click();
      await page.waitForURL((u) => u.pathname === '/master-admin');
      await page.getByRole('searchbox', { name: en('admin.users.searchLabel') }).fill(host.user.email);
      const rows = page.locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(1);
      await rows.first().getByRole('button', { name: new RegExp(`^${en('admin.users.details')}`) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: new RegExp(en('admin.details.tabs.voiceMessages')) }).click();
      await dialog.getByText('Grace', { exact: true }).waitFor();
      const audio = dialog.locator('audio');
      await expect.poll(() => audio.count()).toBe(1);
      expect(await audio.getAttribute('aria-label')).toBe(en('admin.messages.play', { sender: 'Grace' }));
      await audio.evaluate((a: HTMLAudioElement) => a.play());
      await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.duration), { timeout: 10_000 }).toBeGreaterThan(0);
      await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await audio.evaluate((a: HTMLAudioElement) => a.error)).toBeNull();
      await screenshot(page, `master-admin-voice-messages-${label}`);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
