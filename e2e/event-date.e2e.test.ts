import { describe, expect, it } from 'vitest';
import { newContext, PHONE, screenshot, useServerAndBrowser, watchPage } from './support/browser.js';
import { openHostArea } from './support/host-area.js';

describe('the event day', () => {
  const e2e = useServerAndBrowser();

  it('a host sets it on the Event screen at 375 px, it stays after a reload, and guests see it under the name', async () => {
    const context = await newContext(e2e.browser, e2e.server.url, PHONE);
    const page = await context.newPage();
    const problems = watchPage(page);
    const hydration: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /hydrat/i.test(msg.text())) hydration.push(msg.text());
    });
    const username = `day_${Date.now().toString(36).slice(-6)}`;
    const reg = await context.request.post('/api/register', {
      data: { email: `${username}@example.com`, password: 'a long enough password', firstName: 'Emma', lastName: 'Stone' },
    });
    expect(reg.status()).toBe(201);
    expect((await context.request.post('/api/creator-profile', { data: { username, displayName: 'Emma & James' } })).status()).toBe(201);

    await openHostArea(page, 'event');
    const day = page.getByLabel('Event Date');
    await day.fill('2026-06-14');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated!').first().waitFor();
    await screenshot(page, 'event-date-375');
    await page.reload();
    await page.getByRole('heading', { name: 'Your event' }).waitFor();
    await expect(page.getByLabel('Event Date').inputValue()).resolves.toBe('2026-06-14');

    // The guest's page is rendered on the server with the day in it, then hydrated without a mismatch.
    const html = await (await context.request.get(`/${username}`)).text();
    expect(html).toContain('June 14, 2026');
    await page.goto(`/${username}`);
    await page.getByRole('heading', { name: 'Emma & James' }).waitFor();
    await expect(page.locator('time[datetime="2026-06-14"]').innerText()).resolves.toMatch(/june 14, 2026/i);
    await screenshot(page, 'public-event-date-375');

    // Cleared, the day is gone from the page.
    await openHostArea(page, 'event');
    await page.getByLabel('Event Date').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated!').first().waitFor();
    await page.goto(`/${username}`);
    await page.getByRole('heading', { name: 'Emma & James' }).waitFor();
    await expect(page.locator('time').count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    expect(hydration).toEqual([]);
    await context.close();
  });
});
