import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCreator } from '../src/server/test/harness.js';
import { BROWSER_UA } from '../src/server/modules/stats/stats.test-support.js';
import { creatorContext, DESKTOP, PHONE, screenshot, useServerAndBrowser, watchPage } from './support/browser.js';

const e2e = useServerAndBrowser();

/** A guest's browser. Headless Chromium announces itself as HeadlessChrome, which never counts as a view, so it wears a desktop Chrome's name. */
function guestContext(): Promise<BrowserContext> {
  return e2e.browser.newContext({ baseURL: e2e.server.url, viewport: PHONE, userAgent: BROWSER_UA, permissions: ['microphone'] });
}

async function sendVoiceMessage(page: Page, email: string, name: string) {
  await page.getByRole('button', { name: 'Record a Special Message' }).click();
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.getByText('Ready to record').isVisible()).toBe(true);
  await dialog.getByRole('button', { name: 'Start recording' }).click();
  await dialog.getByText('Recording your message…').waitFor();
  await page.waitForTimeout(3000);
  await dialog.getByRole('button', { name: 'Stop recording' }).click();
  await dialog.getByRole('button', { name: 'Re-record' }).waitFor();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Name (optional)' }).fill(name);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await page.getByText('Message sent!', { exact: true }).waitFor();
}

const card = (page: Page, key: string) => page.locator(`[data-stat="${key}"]`);

describe('statistics and subscribers end to end', () => {
  it("a guest's visit and message show on the host's cards; the host exports and prunes subscribers", async () => {
    const host = await createCreator(e2e.server.app);
    const username = host.profile!.username;

    // The guest opens the page (one view, however often its data refreshes) and leaves a message.
    const guestCtx = await guestContext();
    const guest = await guestCtx.newPage();
    const guestProblems = watchPage(guest);
    const beacon = guest.waitForResponse((r) => r.url().endsWith(`/api/profile/${username}/view`));
    await guest.goto(`/${username}`);
    expect((await beacon).status()).toBe(204);
    await guest.waitForTimeout(5500); // one 5 s refresh of the page's data: not a view
    await sendVoiceMessage(guest, 'grace@example.com', 'Grace, "Amazing" Hopper');
    expect(guestProblems).toEqual([]);
    await guestCtx.close();

    // The host's dashboard: 1 view and 1 message, both today. Their own visit to the page does not count.
    const hostCtx = await creatorContext(e2e.browser, e2e.server.url, host.cookie, DESKTOP);
    const page = await hostCtx.newPage();
    const problems = watchPage(page);
    await page.goto(`/${username}`);
    await page.getByRole('button', { name: 'Record a Special Message' }).waitFor();
    await page.goto('/admin');
    for (const key of ['pageViews', 'voiceMessages', 'emails']) {
      await card(page, key).getByText('+1 today').waitFor();
      expect(await card(page, key).locator('.font-display').textContent()).toBe('1');
    }
    await card(page, 'replies').getByText('+0 today').waitFor();
    await page.locator('[data-activity="voiceMessages"]').getByText('new voice message').waitFor();
    await screenshot(page, 'stats-1-dashboard-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'stats-2-dashboard-phone');
    await page.setViewportSize(DESKTOP);

    // Quick Actions leads to the subscribers screen.
    await page.getByRole('link', { name: /Export Emails/ }).click();
    await page.waitForURL('**/admin/email-subscribers');
    const row = page.getByRole('row').filter({ hasText: 'grace@example.com' });
    await row.waitFor();
    await row.getByText('Grace, "Amazing" Hopper').waitFor();
    expect(await page.locator('[data-summary="total"]').textContent()).toContain('1');
    await screenshot(page, 'stats-3-subscribers-desktop');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as CSV' }).click();
    const file = await download;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }).format(new Date());
    expect(file.suggestedFilename()).toBe(`voxbook-subscribers-${today}.csv`);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv).toMatch(/^\uFEFFEmail,Name,Date Subscribed,Voice Messages Sent\r\ngrace@example\.com,"Grace, ""Amazing"" Hopper",\d{4}-\d\d-\d\d \d\d:\d\d,1\r\n$/);
    await page.getByText('Export successful!', { exact: true }).waitFor();

    await page.setViewportSize(PHONE);
    await screenshot(page, 'stats-4-subscribers-phone');
    await page.setViewportSize(DESKTOP);

    await row.getByRole('button', { name: 'Remove grace@example.com' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('No subscribers yet').waitFor();
    await page.getByRole('button', { name: 'Export as CSV' }).click();
    await page.getByText('No data to export', { exact: true }).waitFor();
    await page.getByText("You don't have any email subscribers yet.").first().waitFor();
    await page.getByRole('button', { name: 'Copy all emails' }).click();
    await page.getByText('No emails to copy', { exact: true }).waitFor();
    await screenshot(page, 'stats-5-subscribers-empty');
    expect(problems).toEqual([]);
    await hostCtx.close();
  });
});
