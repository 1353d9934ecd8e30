import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../src/shared/i18n/english.js';
import { audioFile, uploadVoice, waitForPlayable } from '../src/server/modules/messages/messages.test-support.js';
import { type Creator, createCreator } from '../src/server/test/harness.js';
import { unzip } from '../src/server/test/zip.js';
import { DESKTOP, newContext, PHONE, screenshot, watchPage } from './support/browser.js';
import { browserCookies } from './support/cookies.js';
import { startVoiceWorld, type VoiceWorld } from './support/voice.js';

let w: VoiceWorld;
let dir: string;
beforeAll(async () => {
  w = await startVoiceWorld();
  dir = await mkdtemp(path.join(tmpdir(), 'voxbook-archive-'));
});
afterAll(async () => {
  await w?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A guest's message of `seconds`, recorded as Chrome does, whose playable copy the server's worker has made. */
async function sendMessage(host: Creator, senderName: string | null, seconds: number, hz: number) {
  const up = await uploadVoice(w.server.app, audioFile('webm', seconds, hz));
  const res = await w.server.app.inject({
    method: 'POST',
    url: '/api/voice-messages',
    payload: { creatorProfileId: host.profile!.id, senderName, senderEmail: 'guest@example.com', audioPath: up.json().path, duration: seconds },
  });
  expect(res.statusCode).toBe(201);
  await waitForPlayable(w.server.app, 'message', res.json().id);
}

async function hostPage(host: Creator, viewport = PHONE): Promise<Page> {
  const context = await newContext(w.browser, w.server.url, viewport);
  await context.addCookies(browserCookies(host.cookie, w.server.url));
  const page = await context.newPage();
  await page.goto('/admin');
  await page.getByTestId('voice-message').first().waitFor();
  return page;
}

/** The dashboard's connection slowed to a trickle, so the download's progress can be watched (DevTools throttling). */
async function throttle(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: bytesPerSecond, uploadThroughput: -1 });
}

const progress = (page: Page) => page.getByRole('progressbar', { name: en('dashboard.download.progress') });

describe('the archive (Download all)', () => {
  it('downloads with its progress shown, and its index.html plays every message from the unzipped folder, offline', async () => {
    const host = await createCreator(w.server.app);
    await sendMessage(host, 'Anna Smith', 20, 440);
    await sendMessage(host, 'Zoë & "Jo" <b>', 15, 550);
    await sendMessage(host, null, 12, 330);

    const page = await hostPage(host);
    const problems = watchPage(page);
    await throttle(page, 96 * 1024);
    const downloaded = page.waitForEvent('download');
    await page.getByRole('link', { name: en('dashboard.download.all') }).click();
    // The percent moves as the bytes arrive.
    await page.getByText(/^Downloading… ([1-9]|[1-9]\d)%$/).waitFor();
    const percent = Number(await progress(page).getAttribute('aria-valuenow'));
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThan(100);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'archive-download-progress-375');

    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^voxbook-messages-\d{4}-\d{2}-\d{2}\.zip$/);
    await page.getByText(en('dashboard.download.saved'), { exact: true }).waitFor();
    // Done: the link is back, the progress gone.
    await page.getByRole('link', { name: en('dashboard.download.all') }).waitFor();
    expect(await progress(page).count()).toBe(0);
    expect(problems).toEqual([]);

    // Unzipped as a host would, and opened from the folder: no server, and nothing asked of the network.
    const folder = path.join(dir, 'unzipped');
    const entries = await unzip(await readFile((await download.path())!));
    expect(entries.map((e) => e.name)).toEqual([
      'index.html',
      'messages.csv',
      expect.stringMatching(/^001 .* Anna Smith\.mp3$/),
      expect.stringMatching(/^002 .* Zoë & Jo b\.mp3$/),
      expect.stringMatching(/^003 .* A Guest\.mp3$/),
    ]);
    await mkdir(folder, { recursive: true });
    for (const e of entries) await writeFile(path.join(folder, e.name), e.data);

    for (const viewport of [PHONE, DESKTOP]) {
      const context = await newContext(w.browser, w.server.url, viewport);
      const offline = await context.newPage();
      const requested: string[] = [];
      offline.on('request', (r) => requested.push(r.url()));
      const pageProblems = watchPage(offline);
      await offline.goto(pathToFileURL(path.join(folder, 'index.html')).href);
      await offline.getByRole('heading', { name: 'Ada & Charles', level: 1 }).waitFor();
      await offline.getByRole('heading', { name: 'Zoë & "Jo" <b>', level: 2 }).waitFor();
      const audio = offline.locator('audio');
      expect(await audio.count()).toBe(3);
      // Every player reads its file's length.
      await offline.waitForFunction(() => [...document.querySelectorAll('audio')].every((a) => a.duration > 0));
      const durations = await audio.evaluateAll((els) => els.map((el) => (el as HTMLAudioElement).duration));
      for (const [i, seconds] of [20, 15, 12].entries()) expect(Math.abs(durations[i]! - seconds)).toBeLessThanOrEqual(0.5);
      expect(requested.every((url) => url.startsWith('file://'))).toBe(true);
      expect(await offline.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(offline, `archive-index-${viewport.width}`);
      if (viewport === DESKTOP) {
        // And it plays.
        await audio.nth(1).evaluate((el: HTMLAudioElement) => el.play());
        await offline.waitForFunction(() => document.querySelectorAll('audio')[1]!.currentTime > 0.2);
      }
      expect(pageProblems).toEqual([]);
      await context.close();
    }
    await page.context().close();
  });

  it('can be cancelled while it downloads, and nothing is saved', async () => {
    const host = await createCreator(w.server.app);
    await sendMessage(host, 'Grace', 20, 440);
    const page = await hostPage(host, DESKTOP);
    let downloads = 0;
    page.on('download', () => downloads++);
    await throttle(page, 16 * 1024);
    await page.getByRole('link', { name: en('dashboard.download.all') }).click();
    await page.getByText(/^Downloading… \d+%$/).waitFor();
    await screenshot(page, 'archive-download-progress-1280');
    await page.getByRole('button', { name: en('dashboard.download.cancel') }).click();
    await page.getByRole('link', { name: en('dashboard.download.all') }).waitFor();
    expect(await progress(page).count()).toBe(0);
    expect(await page.getByText(en('dashboard.download.failed'), { exact: true }).count()).toBe(0);
    expect(downloads).toBe(0);
    await page.context().close();
  });

  it("a refused download shows 'Download failed' and starts nothing", async () => {
    const host = await createCreator(w.server.app);
    await sendMessage(host, 'Grace', 2, 440);
    const page = await hostPage(host);
    // Signed out meanwhile (another tab, an expired session): the server now refuses this browser's download.
    await page.context().clearCookies();
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.getByRole('link', { name: en('dashboard.download.all') }).click();
    await page.getByText(en('dashboard.download.failed'), { exact: true }).first().waitFor();
    await page.getByText(en('dashboard.download.failedDetail'), { exact: true }).first().waitFor();
    await page.getByRole('link', { name: en('dashboard.download.all') }).waitFor();
    expect(downloads).toBe(0);
    await page.context().close();
  });
});
