import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PHONE } from './browser.js';
import { ownChild, stderrTail } from './child-process.js';
import { freePort } from './server.js';
import { WebDriverSession } from './webdriver-session.js';
import { startVirtualDisplay } from './xvfb.js';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/**
 * MiniBrowser's toolbar makes its window at least 447 px wide, wider than a phone. A private GTK style sheet
 * (its own XDG config folder) takes the padding off the toolbar's buttons and entry, so the window, and with it
 * the page, can be 375 px wide. WebKit draws web content itself, so the sheet does not touch the page.
 */
const TOOLBAR_CSS = 'window button, window entry { padding: 0; margin: 0; min-width: 0; min-height: 0; border-width: 0; }\n';

export interface WebKitWorld {
  /**
   * A new browser (its own MiniBrowser, cookies and storage) with its viewport at phone width by default.
   * One at a time: opening one closes the one before.
   */
  newPage(viewport?: { width: number; height: number }): Promise<WebDriverSession>;
  close(): Promise<void>;
}

/**
 * Debian's WebKitGTK (the engine of Safari, in its GTK port) through `WebKitWebDriver`, on an Xvfb display.
 * Its browser, MiniBrowser, exposes WebKit's mock capture devices: getUserMedia gets "Mock audio device 1"
 * (a generated tone) without a prompt, so the guest's recorder runs for real (docs/decisions/035). Its
 * MediaRecorder needs GStreamer's plugins-bad (AAC and MP4 muxing), as .ci/run installs.
 */
export async function launchWebKit(): Promise<WebKitWorld> {
  if (!existsSync(WEBKIT_DRIVER)) {
    throw new Error(`WebKitWebDriver is required for the WebKit end-to-end test and was not found at ${WEBKIT_DRIVER} (apt-get install webkit2gtk-driver).`);
  }
  const config = mkdtempSync(path.join(tmpdir(), 'voxbook-webkit-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), TOOLBAR_CSS);
  const display = await startVirtualDisplay().catch((err: unknown) => {
    rmSync(config, { recursive: true, force: true });
    throw err;
  });
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=local'], {
    // PulseAudio's client library keeps its runtime files in our folder rather than leaving /tmp/pulse-* behind.
    env: { ...process.env, DISPLAY: display.display, XDG_CONFIG_HOME: config, PULSE_RUNTIME_PATH: path.join(config, 'pulse') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr = stderrTail(driver);
  const owned = ownChild(driver);
  const close = async () => {
    await owned.end();
    await display.close();
    rmSync(config, { recursive: true, force: true });
  };

  const driverUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForDriver(driverUrl, driver, stderr);
  } catch (err) {
    await close();
    throw err;
  }
  // WebKitWebDriver drives one browser at a time ("Maximum number of active sessions"): a new page ends the last.
  let current: WebDriverSession | null = null;
  const endCurrent = async () => {
    await current?.close().catch(() => undefined);
    current = null;
  };
  return {
    async newPage(viewport = PHONE) {
      await endCurrent();
      current = await WebDriverSession.create(driverUrl, {
        'webkitgtk:browserOptions': {
          args: ['--automation', '--enable-media-stream=true', '--enable-mock-capture-devices=true', '--autoplay-policy=allow'],
        },
      });
      await current.setViewport(viewport.width, viewport.height);
      return current;
    },
    async close() {
      await endCurrent();
      await close();
    },
  };
}

async function waitForDriver(url: string, driver: ReturnType<typeof spawn>, stderr: () => string) {
  const spawnError = new Promise<Error>((resolve) => driver.once('error', resolve));
  const deadline = Date.now() + 15_000;
  for (;;) {
    const failure = await Promise.race([spawnError, new Promise<null>((r) => setTimeout(() => r(null), 100))]);
    if (failure) throw new Error(`WebKitWebDriver could not be started: ${failure.message}`);
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited at start (code ${driver.exitCode}):\n${stderr()}`);
    const ready = await fetch(`${url}/status`).then(
      async (res) => ((await res.json()) as { value: { ready: boolean } }).value.ready,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer within 15 s:\n${stderr()}`);
  }
}
