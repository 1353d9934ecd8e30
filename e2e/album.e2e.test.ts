import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ALBUM_AUDIO } from '../src/server/audio/album-audio.js';
import { probeAlbum, sendMessage } from '../src/server/modules/keepsake/album.test-support.js';
import { waitForPlayable } from '../src/server/modules/messages/messages.test-support.js';
import { createCreator } from '../src/server/test/harness.js';
import { creatorContext, DESKTOP, screenshot, useServerAndBrowser, watchPage } from './support/browser.js';
import { openHostArea } from './support/host-area.js';

// An ffmpeg whose album encoder waits while a file exists: the build is surely under way, part-way, when the test
// looks at the card (the decoders fill the pipe to the held encoder, so the progress moves past 0 and stops).
const dir = mkdtempSync(path.join(tmpdir(), 'voxbook-album-e2e-'));
const hold = path.join(dir, 'hold');
const ffmpeg = path.join(dir, 'ffmpeg');
writeFileSync(ffmpeg, `#!/bin/sh\ncase "$*" in *pipe:0*) while [ -e "${hold}" ]; do sleep 0.05; done;; esac\nexec /usr/bin/ffmpeg "$@"\n`);
chmodSync(ffmpeg, 0o755);

const w = useServerAndBrowser({ env: { FFMPEG_PATH: ffmpeg } });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the album on the dashboard', () => {
  it('the host builds it with one button, watches its progress, then downloads the file', async () => {
    const { app } = w.server;
    const host = await createCreator(app);
    const guests: [string, number][] = [
      ['Anna Smith', 20],
      ['', 15],
      ['Zoë', 20],
    ];
    for (const [name, seconds] of guests) {
      const m = await sendMessage(app, host.profile!.id, name, seconds);
      // Generous: three copies of 15-20 s recordings share the machine with the other suites.
      await waitForPlayable(app, 'message', m.id, 60_000);
    }

    const context = await creatorContext(w.browser, w.server.url, host.cookie, DESKTOP);
    const page = await context.newPage();
    const problems = watchPage(page);
    await openHostArea(page, 'keepsake');
    const card = page.locator('div.rounded-2xl', { has: page.getByRole('heading', { name: 'Your album' }) });
    await card.getByText('Up to 600 messages (10 hours at most) in one album.').waitFor();

    writeFileSync(hold, '');
    try {
      await card.getByRole('button', { name: 'Build album' }).click();
      await card.getByText(/^Building your album… [1-9]\d?%$/).waitFor({ timeout: 30_000 });
      const bar = card.getByRole('progressbar');
      expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
      await screenshot(page, 'album-building-desktop');
    } finally {
      rmSync(hold, { force: true });
    }

    await card.getByText('Your album is ready').waitFor({ timeout: 60_000 });
    await card.getByText(/^All 3 messages · 5\d s · [\d.]+ MB$/).waitFor();
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'album-ready-phone');

    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download album' }).click()]);
    expect(download.suggestedFilename()).toBe('Ada & Charles — Voxbook album.m4a');
    const saved = path.join(dir, 'album.m4a');
    await download.saveAs(saved);
    const state = (await app.inject({ method: 'GET', url: '/api/keepsake/album', headers: { cookie: host.cookie } })).json();
    expect(statSync(saved).size).toBe(state.file.bytes);
    const album = probeAlbum(readFileSync(saved));
    expect(Math.abs(album.duration - (20 + 15 + 20 + 2 * ALBUM_AUDIO.gapSeconds))).toBeLessThanOrEqual(1);
    expect(album.chapters.map((c) => c.title)).toEqual(['Anna Smith', 'A Guest', 'Zoë']);
    expect(problems).toEqual([]);
    await context.close();
  });
});
