import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type RunningServer, startServer } from './server.js';
import { launchBrowser as launchChromium } from './chromium.js';
import { browserCookies } from './cookies.js';

export { startServer, type RunningServer } from './server.js';
export { CHROMIUM, fakeMicrophoneWav } from './chromium.js';

let shared: Promise<Browser> | undefined;

/**
 * The end-to-end run's Chromium: launched once per test process and shared by every test file, each working in
 * contexts of its own (a fresh profile each: cookies, storage and permissions do not leak between tests). A file's
 * `close()` closes the contexts it left open, not the browser; the browser ends with the process.
 *
 * Its pages prefer reduced motion: no test is about an animation, and a page that animates (a dialog opening, a
 * spinner, the recording's pulse) makes Chromium paint frame after frame on a core the run's other browser needs.
 * Ending them at once took a sixth off the accessibility sweep's browser time (docs/decisions/057).
 */
export function launchBrowser(): Promise<Browser> {
  shared ??= launchChromium().then((browser) => {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = (options) => newContext({ reducedMotion: 'reduce', ...options });
    // A crashed browser is not handed to the next file.
    browser.on('disconnected', () => (shared = undefined));
    browser.close = async () => {
      await Promise.all(browser.contexts().map((c) => c.close()));
    };
    return browser;
  });
  return shared;
}

export const ARTIFACTS = path.resolve('test-results');

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

/** `locale` ('de-DE') is the browser's language: navigator.languages and Accept-Language (docs/decisions/055). */
export async function newContext(browser: Browser, baseURL: string, viewport = PHONE, { locale }: { locale?: string } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    deviceScaleFactor: 1,
    permissions: ['microphone', 'clipboard-read', 'clipboard-write'],
    acceptDownloads: true,
    ...(locale ? { locale } : {}),
  });
  return context;
}

/** A browser signed in as a creator: the session cookie of an API registration (`createCreator`). */
export async function creatorContext(browser: Browser, baseURL: string, cookie: string, viewport = PHONE): Promise<BrowserContext> {
  const context = await newContext(browser, baseURL, viewport);
  await context.addCookies(browserCookies(cookie, baseURL));
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
 * The server and browser a test file's tests share: started before its first test, closed after its last.
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
