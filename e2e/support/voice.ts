import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newId } from '../../src/server/ids.js';
import { signedObjectPath } from '../../src/server/modules/media/signed-object-urls.js';
import type { Creator } from '../../src/server/test/harness.js';
import { startSmtpServer, type TestSmtp } from '../../src/server/test/smtp.js';
import { launchBrowser, newContext, screenshot, startServer, type RunningServer } from './browser.js';
import { browserCookies } from './cookies.js';

export interface StoredMessage {
  id: string;
  senderName: string | null;
  senderEmail: string;
  duration: number;
  audioPath: string;
}

/** The built server mailing through a real SMTP server, and Chromium with the fake microphone. */
export async function startVoiceWorld() {
  const world = await startVoiceServer();
  const { server } = world;
  const browser: Browser = await launchBrowser();

  return {
    ...world,
    browser,
    guestContext: () => newContext(browser, server.url),

    /** A browser signed in as the host (the session cookie from the API registration). */
    async hostContext(host: Creator): Promise<BrowserContext> {
      const context = await newContext(browser, server.url);
      await context.addCookies(browserCookies(host.cookie, server.url));
      return context;
    },

    async close() {
      await browser.close();
      await world.close();
    },
  };
}

export type VoiceWorld = Awaited<ReturnType<typeof startVoiceWorld>>;

/** The built server mailing through a real SMTP server, with what a test reads from it; for any browser. */
export async function startVoiceServer() {
  const smtp: TestSmtp = await startSmtpServer();
  const server: RunningServer = await startServer({ env: { SMTP_URL: smtp.url } });

  return {
    server,
    smtp,

    async listMessages(host: Creator): Promise<StoredMessage[]> {
      const res = await server.app.inject({ method: 'GET', url: '/api/voice-messages', headers: { cookie: host.cookie } });
      expect(res.statusCode).toBe(200);
      return res.json() as StoredMessage[];
    },

    /** Bytes of a stored object, read through a signed URL (a guest's recording is its hosts' alone: decision 067). */
    async storedBytes(path: string): Promise<Buffer> {
      const key = decodeURIComponent(path.replace(/^\/objects\//, '').split('?')[0]!);
      const res = await server.app.inject({ method: 'GET', url: signedObjectPath(server.app.deps, key) });
      expect(res.statusCode, `GET ${path}`).toBe(200);
      return res.rawPayload;
    },

    /** Messages written straight to the database (many uploads would only exercise the upload rate limit). */
    async seedMessages(host: Creator, rows: Array<{ senderName: string | null; senderEmail: string; minutesAgo: number }>) {
      const now = Date.now();
      await server.app.deps.db
        .insertInto('voiceMessages')
        .values(
          rows.map((r) => ({
            id: newId(),
            creatorProfileId: host.profile!.id,
            senderName: r.senderName,
            senderEmail: r.senderEmail,
            audioPath: `/objects/voice/seeded-${newId()}.webm`,
            duration: 5,
            isRead: 0,
            isPlayed: 0,
            hasReplied: 0,
            createdAt: now - r.minutesAgo * 60_000,
          })),
        )
        .execute();
    },

    async close() {
      await server.close();
      await smtp.close();
    },
  };
}

/** Opens the public page and its record modal. */
export async function openRecorder(page: Page, username: string) {
  await page.goto(`/${username}`);
  await page.getByRole('button', { name: 'Record a Special Message' }).click();
  await page.getByRole('dialog').waitFor();
}

/** Starts a take in the open dialog and lets it run for about `seconds`, without stopping it. */
export async function startTake(page: Page, seconds: number) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Start recording' }).click();
  await dialog.getByText('Recording your message…').waitFor();
  await page.waitForTimeout(seconds * 1000);
}

/**
 * Records from the fake microphone (a spoken WAV) for about `seconds`, in the open dialog, and returns the length the
 * recorder then states (its timer, 'm:ss / 1:00'). On a loaded machine the stop click can land a few seconds after
 * `seconds`: a test judges what the guest is shown against that stated length, not against the seconds it waited.
 */
export async function record(page: Page, seconds: number, shot?: string): Promise<number> {
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.getByText('Ready to record').isVisible()).toBe(true);
  await dialog.getByRole('button', { name: 'Start recording' }).click();
  await dialog.getByText('Recording your message…').waitFor();
  await page.waitForTimeout(seconds * 1000);
  // The running timer has moved past 0:00.
  expect(await dialog.getByTestId('recorder-timer').textContent()).not.toMatch(/^0:00 /);
  if (shot) await screenshot(page, shot);
  await dialog.getByRole('button', { name: 'Stop recording' }).click();
  await dialog.getByRole('button', { name: 'Re-record' }).waitFor();
  const stated = /^(\d+):(\d\d) \//.exec((await dialog.getByTestId('recorder-timer').textContent()) ?? '');
  expect(stated, 'the recorder states the length it recorded').not.toBeNull();
  return Number(stated![1]) * 60 + Number(stated![2]);
}
