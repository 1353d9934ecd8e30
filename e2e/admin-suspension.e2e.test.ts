import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, DIALECTS } from '../src/server/test/harness.js';
import { en } from '../src/shared/i18n/english.js';
import { creatorContext, DESKTOP, launchBrowser, newContext, PHONE, type RunningServer, screenshot, startServer, watchPage } from './support/browser.js';

const OWNER = { username: 'e2e_suspender', password: 'owner password 1' };
const NOTE = 'Your page linked to a phishing site. Remove the link and write to support@voxbook.example.';

describe.each(DIALECTS)("an admin's suspension, seen by the host [%s]", (dialect) => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ dialect, env: { ADMIN_USERNAME: OWNER.username, ADMIN_PASSWORD: OWNER.password } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
  const publicStatus = (page: Page, username: string) => page.request.get(`/api/profile/${username}`).then((r) => r.status());

  it('the admin deactivates with a note; the host sees why on the dashboard and cannot turn the page on; the admin lifts it', async () => {
    const host = await createCreator(server.app);
    const { username } = host.profile!;
    const name = 'Ada Lovelace';

    const adminContext = await newContext(browser, server.url, DESKTOP);
    const admin = await adminContext.newPage();
    const adminProblems = watchPage(admin);
    await admin.goto('/admin-login');
    await admin.getByLabel(en('admin.login.username')).fill(OWNER.username);
    await admin.getByLabel(en('admin.login.password'), { exact: true }).fill(OWNER.password);
    await admin.getByRole('button', { name: en('admin.login.signIn') }).click();
    await admin.waitForURL((u) => u.pathname === '/master-admin');
    await admin.getByRole('searchbox', { name: en('admin.users.searchLabel') }).fill(username);
    const row = admin.locator('tbody tr').filter({ hasText: `@${username}` });
    await row.getByText(en('admin.users.active'), { exact: true }).waitFor();

    await row.getByRole('button', { name: `${en('admin.users.details')}: ${name}` }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('tab', { name: en('admin.details.tabs.actions') }).click();
    await dialog.getByLabel(en('admin.actions.suspensionNote')).fill(NOTE);
    await dialog.getByRole('switch', { name: en('admin.actions.profileStatus') }).click();
    await toast(admin, en('admin.users.statusUpdated'));
    await dialog.getByText(/^Deactivated by an admin on /).waitFor();
    await dialog.getByText(NOTE).waitFor();
    await screenshot(admin, `suspension-admin-actions-${dialect}`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await row.getByText(en('admin.users.inactive'), { exact: true }).waitFor();
    expect(await publicStatus(admin, username)).toBe(404);

    const hostContext = await creatorContext(browser, server.url, host.cookie, PHONE);
    const page = await hostContext.newPage();
    const problems = watchPage(page);
    await page.goto('/admin');
    const notice = page.getByRole('status', { name: en('editor.notice.suspendedTitle') });
    await notice.waitFor();
    await notice.getByText(en('editor.notice.suspendedDetail')).waitFor();
    await notice.getByText(en('editor.notice.suspendedReason')).waitFor();
    await notice.getByText(NOTE).waitFor();
    await screenshot(page, `suspension-dashboard-${dialect}`);

    // Profile Settings: the switch cannot be turned on, and says why.
    await page.goto('/admin/settings');
    const status = page.getByRole('switch', { name: 'Profile Status' });
    await status.waitFor();
    expect(await status.isDisabled()).toBe(true);
    expect(await status.getAttribute('aria-checked')).toBe('false');
    await page.getByText(en('editor.form.suspendedSwitch')).waitFor();
    await screenshot(page, `suspension-settings-${dialect}`);
    // The page the host's guests open.
    await page.goto(`/${username}`);
    await page.getByText(en('guest.page.profileNotFound')).first().waitFor();

    // The admin lifts it with the row's quick button; the host's dashboard is back to normal, the page live.
    await row.getByRole('button', { name: `${en('admin.users.activate')}: ${name}` }).click();
    await row.getByText(en('admin.users.active'), { exact: true }).waitFor();
    expect(await publicStatus(admin, username)).toBe(200);
    await page.goto('/admin');
    await page.getByRole('heading', { name: /^Welcome back/ }).waitFor();
    expect(await page.getByRole('status', { name: en('editor.notice.suspendedTitle') }).count()).toBe(0);
    await page.goto('/admin/settings');
    expect(await page.getByRole('switch', { name: 'Profile Status' }).isDisabled()).toBe(false);

    expect(adminProblems).toEqual([]);
    expect(problems).toEqual([]);
    await adminContext.close();
    await hostContext.close();
  });
});
