import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sendMessage } from '../src/server/modules/keepsake/album.test-support.js';
import { createCreator } from '../src/server/test/harness.js';
import arCommon from '../src/shared/i18n/ar/common.json' with { type: 'json' };
import { en } from '../src/shared/i18n/english.js';
import { creatorContext, DESKTOP, PHONE, screenshot, useServerAndBrowser, watchPage } from './support/browser.js';
import { HOST_AREAS, type HostArea } from './support/host-area.js';

const w = useServerAndBrowser();

/** The host's navigation as this width shows it (the other one is hidden). */
const visibleNav = (page: Page) => page.getByRole('navigation', { name: en('common.hostNav.label') }).locator('visible=true');

async function eachDestinationInOneTap(page: Page, name: string) {
  for (const area of Object.keys(HOST_AREAS) as HostArea[]) {
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const link = visibleNav(page).getByRole('link', { name: en(`common.hostNav.${area}`), exact: true });
    await link.click();
    await page.waitForURL((u) => u.pathname === HOST_AREAS[area]);
    await page.locator('main h1').first().waitFor();
    await expect(link.getAttribute('aria-current')).resolves.toBe('page');
    await screenshot(page, `host-home-${area}-${name}`);
  }
}

describe("the host's home", () => {
  it('on a phone the first view shows the four totals and the newest messages above the bottom bar, and every destination is one tap away', async () => {
    const host = await createCreator(w.server.app);
    for (const name of ['Anna Smith', 'Zoë', 'Grandpa Joe']) await sendMessage(w.server.app, host.profile!.id, name, 2);
    const context = await creatorContext(w.browser, w.server.url, host.cookie, PHONE);
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto('/admin');
    const list = page.getByRole('list', { name: en('dashboard.inbox.listLabel') });
    await list.getByText('Grandpa Joe').waitFor();

    await page.screenshot({ path: 'test-results/screenshots/host-home-first-view-375.png' });
    const bar = await visibleNav(page).boundingBox();
    expect(bar, 'the bottom bar shows on a phone').not.toBeNull();
    expect(Math.round(bar!.y + bar!.height)).toBe(PHONE.height);
    const stats = await page.getByRole('region', { name: en('dashboard.stats.label') }).boundingBox();
    const newest = await list.getByRole('listitem').first().boundingBox();
    expect(stats!.y).toBeGreaterThanOrEqual(0);
    expect(stats!.y + stats!.height).toBeLessThanOrEqual(bar!.y);
    // The newest message, whole, above the bottom bar, with nothing scrolled.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(newest!.y + newest!.height).toBeLessThanOrEqual(bar!.y);

    await eachDestinationInOneTap(page, '375');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a desktop the destinations are a column beside the content, one click each, and Arabic mirrors it', async () => {
    const host = await createCreator(w.server.app);
    const context = await creatorContext(w.browser, w.server.url, host.cookie, DESKTOP);
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto('/admin');
    await page.getByRole('region', { name: en('dashboard.stats.label') }).waitFor();
    const column = await visibleNav(page).boundingBox();
    const main = await page.locator('main').boundingBox();
    expect(column!.x + column!.width).toBeLessThanOrEqual(main!.x);
    await eachDestinationInOneTap(page, '1280');

    // In Arabic the column is on the right of the content.
    await context.request.put('/api/auth/language', { data: { language: 'ar' } });
    await page.goto('/admin');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    const arNav = page.getByRole('navigation', { name: arCommon.hostNav.label }).locator('visible=true');
    await arNav.getByRole('link', { name: arCommon.hostNav.messages }).waitFor();
    const arColumn = await arNav.boundingBox();
    const arMain = await page.locator('main').boundingBox();
    expect(arColumn!.x).toBeGreaterThanOrEqual(arMain!.x + arMain!.width);
    await screenshot(page, 'host-home-messages-1280-ar');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'host-home-messages-375-ar');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('asks before leaving unsaved changes: Stay keeps what was typed, Leave drops it, and a reload is asked by the browser', async () => {
    const host = await createCreator(w.server.app);
    const context = await creatorContext(w.browser, w.server.url, host.cookie, PHONE);
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto('/admin/settings');
    const name = page.getByLabel(en('editor.shared.displayName'));
    const saved = await name.inputValue();
    await page.getByText(en('common.unsaved.clean')).waitFor();
    await name.fill('Emma & James');
    await page.getByText(en('common.unsaved.pending')).waitFor();

    const messages = visibleNav(page).getByRole('link', { name: en('common.hostNav.messages'), exact: true });
    await messages.click();
    const dialog = page.getByRole('alertdialog', { name: en('common.unsaved.leaveTitle') });
    await dialog.waitFor();
    await screenshot(page, 'host-home-leave-dialog-375');
    await dialog.getByRole('button', { name: en('common.unsaved.stay') }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/admin/settings');
    await expect(name.inputValue()).resolves.toBe('Emma & James');

    // Closing the tab (or reloading) is the browser's question.
    const asked = new Promise<string>((resolve) => page.once('dialog', (d) => void d.dismiss().then(() => resolve(d.type()))));
    await page.close({ runBeforeUnload: true });
    await expect(asked).resolves.toBe('beforeunload');
    expect(page.isClosed()).toBe(false);

    await messages.click();
    await dialog.getByRole('button', { name: en('common.unsaved.leave') }).click();
    await page.waitForURL((u) => u.pathname === '/admin');
    await visibleNav(page).getByRole('link', { name: en('common.hostNav.page'), exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/admin/settings');
    await expect(page.getByLabel(en('editor.shared.displayName')).inputValue()).resolves.toBe(saved);

    // Saved with the one save bar, nothing is asked on the way out.
    await page.getByLabel(en('editor.shared.displayName')).fill('Emma & James');
    await page.getByRole('button', { name: en('common.unsaved.save') }).click();
    await page.getByText(en('common.unsaved.clean')).waitFor();
    await messages.click();
    await page.waitForURL((u) => u.pathname === '/admin');
    await page.getByRole('heading', { name: en('dashboard.page.welcome', { name: 'Emma & James' }) }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
  it("asks on the browser's Back (a phone's back gesture) too, and once saved one Back leaves", async () => {
    const host = await createCreator(w.server.app);
    const context = await creatorContext(w.browser, w.server.url, host.cookie, PHONE);
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto('/admin');
    await visibleNav(page).getByRole('link', { name: en('common.hostNav.page'), exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/admin/settings');
    const name = page.getByLabel(en('editor.shared.displayName'));
    await page.getByText(en('common.unsaved.clean')).waitFor();
    await name.fill('Emma & James');
    await page.getByText(en('common.unsaved.pending')).waitFor();

    const dialog = page.getByRole('alertdialog', { name: en('common.unsaved.leaveTitle') });
    await page.goBack();
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/settings');
    await dialog.getByRole('button', { name: en('common.unsaved.stay') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(name.inputValue()).resolves.toBe('Emma & James');

    // Asked again on the next Back (Stay put the guard back); Leave goes back to the dashboard.
    await page.goBack();
    await dialog.getByRole('button', { name: en('common.unsaved.leave') }).click();
    await page.waitForURL((u) => u.pathname === '/admin');

    // Saved: one Back leaves, without a question.
    await page.goForward();
    await page.waitForURL((u) => u.pathname === '/admin/settings');
    await name.fill('Emma & James');
    await page.getByRole('button', { name: en('common.unsaved.save') }).click();
    await page.getByText(en('common.unsaved.clean')).waitFor();
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/admin');
    expect(await dialog.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
