import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { ARTIFACTS, PHONE } from './browser.js';
import { type AudioServer, startAudioServer } from './pulseaudio.js';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export interface FirefoxWorld {
  browser: Browser;
  /** A new private window (its own cookies and storage) showing a page at phone width. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Debian's Firefox ESR, headless, driven over WebDriver BiDi (no geckodriver), with its fake microphone (a tone)
 * allowed without a prompt, and its own PulseAudio server so that its audio engine starts (docs/decisions/034).
 * `audioServer: false` gives the machine a guest may have without any audio output: an audio server nobody
 * answers at, so Firefox's audio engine never starts.
 */
export async function launchFirefox({ audioServer = true } = {}): Promise<FirefoxWorld> {
  if (!existsSync(FIREFOX)) {
    throw new Error(`Firefox is required for the Firefox end-to-end test and was not found at ${FIREFOX} (apt-get install firefox-esr).`);
  }
  const audio: AudioServer = audioServer ? await startAudioServer() : noAudioServer();
  let browser: Browser;
  try {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      env: { ...process.env, ...audio.env },
      extraPrefsFirefox: {
        'media.navigator.streams.fake': true,
        'media.navigator.permission.disabled': true,
        'media.autoplay.default': 0,
        // PulseAudio only, so that the machine's own audio hardware (ALSA) never decides whether the engine starts.
        'media.cubeb.backend': 'pulse',
      },
    });
  } catch (err) {
    await audio.close();
    throw err;
  }
  return {
    browser,
    async newPage(viewport = PHONE) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ ...viewport, deviceScaleFactor: 1 });
      return page;
    },
    async close() {
      await browser.close();
      await audio.close();
    },
  };
}

/**
 * How long a step waits for what it expects, as Playwright's own locators do (30 s): the record modal's code arrives
 * on the first tap, which took over 15 s once on a machine running other suites beside Firefox.
 */
const WAIT_MS = 30_000;

/**
 * The element with this ARIA role and accessible name, as Firefox's own accessibility tree has it (BiDi
 * `locateNodes`), waited for while it is not there yet. The same idea as Playwright's getByRole.
 */
export async function byRole(scope: Page | ElementHandle, role: string, name: string, timeout = WAIT_MS): Promise<ElementHandle> {
  const selector = `::-p-aria(${JSON.stringify(name).slice(1, -1)}[role="${role}"])`;
  const found = await scope.waitForSelector(selector, { timeout });
  if (!found) throw new Error(`No ${role} named "${name}"`);
  return found as ElementHandle;
}

/** Waits for visible text (a whole text node's content, trimmed). */
export async function byText(scope: Page | ElementHandle, text: string, timeout = WAIT_MS): Promise<ElementHandle> {
  const found = await scope.waitForSelector(`::-p-text(${text})`, { timeout, visible: true });
  if (!found) throw new Error(`No text "${text}"`);
  return found as ElementHandle;
}

/** Screenshots are test artifacts under test-results/ (not committed). */
export async function firefoxScreenshot(page: Page, name: string) {
  const dir = path.join(ARTIFACTS, 'screenshots');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`) as `${string}.png`;
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * A socket nobody answers at, in a folder of ours: a developer's own sound server (if one runs) must not make this
 * machine one with audio, and PulseAudio's client library keeps its files there rather than in /tmp/pulse-*.
 */
function noAudioServer(): AudioServer {
  const dir = mkdtempSync(path.join(tmpdir(), 'voxbook-no-pulse-'));
  return {
    env: { PULSE_SERVER: `unix:${path.join(dir, 'nobody-listens')}`, PULSE_RUNTIME_PATH: dir },
    close: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
