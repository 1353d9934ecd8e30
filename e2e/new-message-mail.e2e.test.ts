import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/shared/i18n/english.js';
import { unsubscribeToken } from '../src/server/modules/notifications/unsubscribe-token.js';
import { createCreator, type Creator } from '../src/server/test/harness.js';
import { until } from '../src/server/test/until.js';
import { DESKTOP, newContext, PHONE, screenshot, useServerAndBrowser, watchPage } from './support/browser.js';
import { browserCookies } from './support/cookies.js';

const e2e = useServerAndBrowser();

/** A host's browser on the given clock (Playwright sets the zone the page's Intl reports). */
async function hostBrowser(host: Creator, timezoneId: string, viewport = PHONE): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport, deviceScaleFactor: 1, timezoneId });
  await context.addCookies(browserCookies(host.cookie, e2e.server.url));
  const page = await context.newPage();
  return { context, page, problems: watchPage(page) };
}

const settingsOf = async (host: Creator) =>
  (await e2e.server.app.inject({ method: 'GET', url: '/api/notification-settings', headers: { cookie: host.cookie } })).json() as {
    newMessageMail: string;
    timeZone: string;
  };

const radio = (page: Page, label: string) => page.getByRole('radiogroup', { name: en('dashboard.mailCard.groupLabel') }).getByRole('radio', { name: label });
const checked = async (page: Page, label: string) => (await radio(page, label).getAttribute('aria-checked')) === 'true';

describe('new-message emails in Profile Settings', () => {
  it('the host chooses a mail for each message, then the digest by keyboard, and the choice stays after a reload (375 px)', async () => {
    const host = await createCreator(e2e.server.app);
    const { context, page, problems } = await hostBrowser(host, 'Asia/Tokyo');
    await page.goto('/admin/settings');
    const card = page.locator('div.rounded-2xl', { has: page.getByRole('heading', { name: en('dashboard.mailCard.title') }) });
    await radio(page, en('dashboard.mailCard.digest')).waitFor();
    // The default, and the browser's zone reported to the server and shown in the digest's line.
    expect(await checked(page, en('dashboard.mailCard.digest'))).toBe(true);
    await card.getByText(en('dashboard.mailCard.digestHint', { hour: 8, zone: 'Asia/Tokyo' })).waitFor();
    expect((await settingsOf(host)).timeZone).toBe('Asia/Tokyo');
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: '/tmp/new-message-mail-card-375.png' });

    // A click anywhere on the option's row chooses it.
    await card.getByText(en('dashboard.mailCard.eachHint')).click();
    await page.getByText(en('dashboard.mailCard.saved'), { exact: true }).first().waitFor();
    expect(await checked(page, en('dashboard.mailCard.each'))).toBe(true);
    expect((await settingsOf(host)).newMessageMail).toBe('each');

    await page.reload();
    await radio(page, en('dashboard.mailCard.each')).waitFor();
    expect(await checked(page, en('dashboard.mailCard.each'))).toBe(true);
    expect(await checked(page, en('dashboard.mailCard.digest'))).toBe(false);
    await card.screenshot({ path: '/tmp/new-message-mail-card-375-each.png' });

    // Keyboard: on the chosen radio, an arrow key moves to the next one and chooses it.
    // (Held a moment, as a finger does: Radix moves focus after the keydown and checks the radio while the key is down.)
    await radio(page, en('dashboard.mailCard.each')).focus();
    await page.keyboard.press('ArrowDown', { delay: 100 });
    await until(() => settingsOf(host), (s) => s.newMessageMail === 'digest', 'the digest to be saved');
    await page.reload();
    await radio(page, en('dashboard.mailCard.digest')).waitFor();
    expect(await checked(page, en('dashboard.mailCard.digest'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'new-message-mail-settings-375');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the card at desktop width, and the dashboard tells the server the host\'s zone', async () => {
    const host = await createCreator(e2e.server.app);
    const { context, page, problems } = await hostBrowser(host, 'America/New_York', DESKTOP);
    await page.goto('/admin');
    await page.getByRole('heading', { name: /^Welcome back/ }).waitFor();
    await until(() => settingsOf(host), (s) => s.timeZone === 'America/New_York', "the dashboard to report the host's zone");
    await page.goto('/admin/settings');
    const card = page.locator('div.rounded-2xl', { has: page.getByRole('heading', { name: en('dashboard.mailCard.title') }) });
    await card.getByText(en('dashboard.mailCard.digestHint', { hour: 8, zone: 'America/New York' })).waitFor();
    await radio(page, en('dashboard.mailCard.none')).click();
    await page.getByText(en('dashboard.mailCard.saved'), { exact: true }).first().waitFor();
    await card.screenshot({ path: '/tmp/new-message-mail-card-1280.png' });
    await page.reload();
    await radio(page, en('dashboard.mailCard.none')).waitFor();
    expect(await checked(page, en('dashboard.mailCard.none'))).toBe(true);
    expect((await settingsOf(host)).newMessageMail).toBe('none');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the mail's unsubscribe link opens a page whose button turns the mails off, without signing in", async () => {
    const host = await createCreator(e2e.server.app);
    await e2e.server.app.inject({ method: 'PUT', url: '/api/notification-settings', headers: { cookie: host.cookie }, payload: { newMessageMail: 'each' } });
    const token = unsubscribeToken(e2e.server.config.sessionSecret, { profileId: host.profile!.id, userId: host.user.id });
    const context = await newContext(e2e.browser, e2e.server.url, PHONE);
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`/mail/unsubscribe?token=${encodeURIComponent(token)}`);
    await page.getByRole('heading', { name: en('mail.unsubscribePage.title') }).waitFor();
    await page.screenshot({ path: '/tmp/unsubscribe-page-375.png' });
    expect((await settingsOf(host)).newMessageMail).toBe('each');
    await page.getByRole('button', { name: en('mail.unsubscribePage.button') }).click();
    await page.getByRole('heading', { name: en('mail.unsubscribePage.doneTitle') }).waitFor();
    await page.screenshot({ path: '/tmp/unsubscribed-page-375.png' });
    expect((await settingsOf(host)).newMessageMail).toBe('none');
    expect(problems).toEqual([]);
    await context.close();
  });
});
