import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type RunningServer, startServer } from './server.js';

export { startServer, type RunningServer } from './server.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = path.resolve('test-results');

/**
 * A spoken WAV for the fake microphone: espeak-ng says a sentence, sox makes it 48 kHz mono.
 * Both come from Debian (bash .ci/run installs them); without them the e2e run fails loudly.
 */
export function fakeMicrophoneWav(): string {
  const file = path.join(tmpdir(), 'voxbook-fake-mic.wav');
  if (existsSync(file)) return file;
  const raw = path.join(tmpdir(), 'voxbook-fake-mic-raw.wav');
  try {
    execFileSync('espeak-ng', ['-w', raw, 'Congratulations to the happy couple. We love you both, and we wish you a lifetime of joy.']);
    execFileSync('sox', [raw, '-r', '48000', '-c', '1', '-b', '16', file, 'pad', '0.3', '0.3', 'repeat', '8']);
  } catch (err) {
    throw new Error(`espeak-ng and sox are needed for the fake microphone (apt-get install espeak-ng sox): ${(err as Error).message}`);
  }
  return file;
}

/** Debian's Chromium, headless, with a fake microphone that plays the spoken WAV. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is required for the end-to-end tests and was not found at ${CHROMIUM} (apt-get install chromium).`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${fakeMicrophoneWav()}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

export async function newContext(browser: Browser, baseURL: string, viewport = PHONE): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    deviceScaleFactor: 1,
    permissions: ['microphone', 'clipboard-read', 'clipboard-write'],
    acceptDownloads: true,
  });
  return context;
}

/** A browser signed in as a creator: the session cookie of an API registration (`createCreator`). */
export async function creatorContext(browser: Browser, baseURL: string, cookie: string, viewport = PHONE): Promise<BrowserContext> {
  const context = await newContext(browser, baseURL, viewport);
  const { hostname } = new URL(baseURL);
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name, ...rest] = pair.split('=');
      return { name: name!, value: rest.join('='), domain: hostname, path: '/' };
    }),
  );
  return context;
}

/** Collects what a user never sees but a test should: page errors and CSP violations. */
export function watchPage(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Refused to/.test(msg.text())) problems.push(`csp: ${msg.text()}`);
  });
  return problems;
}

/** Screenshots are test artifacts under test-results/ (not committed). */
export async function screenshot(page: Page, name: string) {
  const dir = path.join(ARTIFACTS, 'screenshots');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export function writeArtifact(name: string, data: string | Buffer) {
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(path.join(ARTIFACTS, name), data);
}

/**
 * The server and browser a spec file's tests share: started before its first test, closed after its last.
 * The fields are set once the file's beforeAll has run, i.e. inside tests.
 */
export function useServerAndBrowser(options?: Parameters<typeof startServer>[0]): { readonly server: RunningServer; readonly browser: Browser } {
  const started = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    started.server = await startServer(options);
    started.browser = await launchBrowser();
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.server?.close();
  });
  return started;
}
