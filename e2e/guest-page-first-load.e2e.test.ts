import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator } from '../src/server/test/harness.js';
import { newContext, PHONE, screenshot, watchPage } from './support/browser.js';
import { startVoiceWorld, type VoiceWorld } from './support/voice.js';

let w: VoiceWorld;
beforeAll(async () => {
  w = await startVoiceWorld();
});
afterAll(async () => {
  await w?.close();
});

describe("the guest's page arrives whole (docs/decisions/023)", () => {
  it('shows the name, bio and record button before any script has run', async () => {
    const host = await createCreator(w.server.app);
    const context = await w.browser.newContext({ baseURL: w.server.url, viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/${host.profile!.username}`);
    await page.getByRole('heading', { name: 'Ada & Charles' }).waitFor();
    await page.getByText('Our wedding').waitFor();
    await page.getByRole('button', { name: 'Record a Special Message' }).waitFor();
    expect(await page.title()).toBe('Ada & Charles · Voxbook');
    await screenshot(page, 'guest-page-without-javascript');
    await context.close();
  });

  it('becomes interactive without asking the server for the profile or the account, and opens the recorder', async () => {
    const host = await createCreator(w.server.app);
    const context = await newContext(w.browser, w.server.url);
    const page = await context.newPage();
    const problems = watchPage(page);
    // A hydration that did not match the server's HTML is reported on the console (and React paints again from scratch).
    page.on('console', (msg) => msg.type() === 'error' && problems.push(`console: ${msg.text()}`));
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(`${r.method()} ${url.pathname}`);
    });
    await page.goto(`/${host.profile!.username}`);
    await page.getByRole('button', { name: 'Record a Special Message' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start recording' }).waitFor();
    // The page view is the only call of the first load; the profile came with the page, the account is not asked.
    expect(apiCalls).toEqual([`POST /api/profile/${host.profile!.username}/view`]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
