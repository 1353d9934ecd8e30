import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, createTestAdmin } from '../src/server/modules/admin/admin.test-support.js';
import { sendGuestMessage } from '../src/server/modules/messages/messages.test-support.js';
import { createCreator, type Creator } from '../src/server/test/harness.js';
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

  async function signIn(page: Page, admin: { username: string; password: string }) {
    await page.goto('/admin-login');
    await page.getByLabel(en('admin.login.username')).fill(admin.username);
    await page.getByLabel(en('admin.login.password'), { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: en('admin.login.signIn') }).click();
    await page.waitForURL((u) => u.pathname === '/master-admin');
  }

  /** Finds the host by email and opens their details dialog. */
  async function openDetails(page: Page, host: Creator) {
    await page.getByRole('searchbox', { name: en('admin.users.searchLabel') }).fill(host.user.email);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByRole('button', { name: `${en('admin.users.details')}: Ada Lovelace` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: en('admin.details.tabs.details') }).waitFor();
    return { dialog, rows };
  }

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

  it('a super admin deletes an account once its page name is typed: the table, the API and the public page lose it', async () => {
    const doomed = await createCreator(server.app);
    await sendGuestMessage(server.app, doomed.profile!.id, { senderName: 'Gwen' });
    const username = doomed.profile!.username;
    expect(await server.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: doomed.cookie } })).toHaveProperty('statusCode', 200);

    const context = await newContext(browser, server.url, DESKTOP);
    const page = await context.newPage();
    const problems = watchPage(page);
    await signIn(page, OWNER);
    const refused: string[] = [];
    page.on('response', (r) => r.status() >= 400 && refused.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`));
    const { dialog, rows } = await openDetails(page, doomed);
    await dialog.getByRole('tab', { name: en('admin.details.tabs.actions') }).click();
    await dialog.getByRole('button', { name: en('admin.deleteAccount.open'), exact: true }).click();

    const alert = page.getByRole('alertdialog', { name: en('admin.deleteAccount.title') });
    await alert.waitFor();
    for (const key of ['page', 'recordings', 'gallery', 'subscribers', 'coHosts', 'sessions'] as const) {
      await alert.getByText(en(`admin.deleteAccount.gone.${key}`), { exact: true }).waitFor();
    }
    const confirm = alert.getByRole('button', { name: en('admin.deleteAccount.delete'), exact: true });
    const typed = alert.getByLabel(en('admin.deleteAccount.confirmPage', { username }));
    expect(await confirm.isDisabled()).toBe(true);
    await typed.fill(username.slice(0, -1));
    expect(await confirm.isDisabled()).toBe(true);
    // The same comparison as the host's own deletion: case and surrounding spaces do not matter.
    await typed.fill(` ${username.toUpperCase()} `);
    expect(await confirm.isDisabled()).toBe(false);
    await screenshot(page, 'master-admin-delete-account-desktop');
    await confirm.click();

    await toast(page, en('admin.deleteAccount.deleted'));
    await dialog.waitFor({ state: 'detached' });
    expect(await alert.count()).toBe(0);
    await expect.poll(() => rows.count()).toBe(0);
    await page.getByText(en('admin.users.empty'), { exact: true }).waitFor();
    // The row (and its Details button) went with the account: focus is on the users table's heading, not lost.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(en('admin.users.title'));

    // The deleted user's details were dropped, not asked for again (a 404 there would toast a fetch failure).
    expect(refused).toEqual([]);
    expect((await page.request.get(`/admin-api/users/${doomed.user.id}`)).status()).toBe(404);
    expect(await publicStatus(page, username)).toBe(404);
    expect((await page.request.get(`/${username}`)).status()).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: doomed.cookie } })).statusCode).toBe(401);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the server's reason in the dialog when the deletion fails, and keeps it open", async () => {
    const doomed = await createCreator(server.app, { profile: false });
    const context = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    await signIn(page, OWNER);
    const { dialog } = await openDetails(page, doomed);
    await dialog.getByRole('tab', { name: en('admin.details.tabs.actions') }).click();
    await dialog.getByRole('button', { name: en('admin.deleteAccount.open'), exact: true }).click();
    const alert = page.getByRole('alertdialog', { name: en('admin.deleteAccount.title') });
    // An account without a page is confirmed by its email, and has no page to describe.
    await alert.getByLabel(en('admin.deleteAccount.confirmEmail', { email: doomed.user.email })).fill(doomed.user.email);
    expect(await alert.getByText(en('admin.deleteAccount.gone.page')).count()).toBe(0);
    await screenshot(page, 'master-admin-delete-account-phone');
    // Another admin deleted it meanwhile.
    const gone = await server.app.inject({ method: 'DELETE', url: `/admin-api/users/${doomed.user.id}`, headers: { cookie: await adminCookie(server.app, OWNER) } });
    expect(gone.statusCode).toBe(204);
    await alert.getByRole('button', { name: en('admin.deleteAccount.delete'), exact: true }).click();
    const reason = alert.getByRole('alert');
    await reason.getByText(en('admin.deleteAccount.failed'), { exact: true }).waitFor();
    await reason.getByText(en('errors.admin_user_not_found'), { exact: true }).waitFor();
    await screenshot(page, 'master-admin-delete-account-failed-phone');
    await alert.getByRole('button', { name: en('common.cancel') }).click();
    await alert.waitFor({ state: 'detached' });
    await dialog.getByRole('tab', { name: en('admin.details.tabs.actions') }).waitFor();
    await context.close();
  });

  it('a plain (not super) admin sees no Admin Actions and no Delete Account, and the server refuses them', async () => {
    const host = await createCreator(server.app);
    const plain = await createTestAdmin(server.app);
    const context = await newContext(browser, server.url, DESKTOP);
    const page = await context.newPage();
    const problems = watchPage(page);
    await signIn(page, plain);
    const { dialog } = await openDetails(page, host);
    await dialog.getByRole('tab', { name: new RegExp(en('admin.details.tabs.voiceMessages')) }).waitFor();
    expect(await dialog.getByRole('tab').count()).toBe(2);
    expect(await dialog.getByRole('tab', { name: en('admin.details.tabs.actions') }).count()).toBe(0);
    expect(await page.getByRole('button', { name: en('admin.deleteAccount.open') }).count()).toBe(0);
    const refused = await page.request.delete(`/admin-api/users/${host.user.id}`, { headers: { origin: server.url } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(en('errors.admin_super_admin_only'));
    expect(await publicStatus(page, host.profile!.username)).toBe(200);
    expect(problems).toEqual([]);
    await context.close();
  });
});
