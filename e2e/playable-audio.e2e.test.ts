import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probe, waitForPlayable } from '../src/server/modules/messages/messages.test-support.js';
import { createCreator } from '../src/server/test/harness.js';
import { screenshot } from './support/browser.js';
import { openRecorder, record, startVoiceWorld, type VoiceWorld } from './support/voice.js';

let w: VoiceWorld;
beforeAll(async () => {
  w = await startVoiceWorld();
});
afterAll(async () => {
  await w?.close();
});

/** An <audio> element's length as the browser reads it from the file, once known (Infinity: the header does not say). */
const durationOf = (audio: Locator) =>
  audio.evaluate(
    (el: HTMLAudioElement) =>
      new Promise<number>((resolve) => {
        if (el.readyState >= 1) return resolve(el.duration);
        el.addEventListener('loadedmetadata', () => resolve(el.duration), { once: true });
        el.load();
      }),
  );

/** Seeks an <audio> element and resolves with where it landed. */
const seekTo = (audio: Locator, seconds: number) =>
  audio.evaluate(
    (el: HTMLAudioElement, to: number) =>
      new Promise<number>((resolve) => {
        el.addEventListener('seeked', () => resolve(el.currentTime), { once: true });
        el.currentTime = to;
      }),
    seconds,
  );

/** Sets a range input as a user dragging it would, so React's onChange sees it. */
async function drag(range: Locator, value: number) {
  await range.evaluate((el: HTMLInputElement, v: number) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, String(v));
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

async function sendAsGuest(page: Page, username: string, seconds: number, email: string) {
  await openRecorder(page, username);
  const stated = await record(page, seconds);
  const dialog = page.getByRole('dialog');
  const preview = dialog.getByLabel('Your recording');
  // The guest's own preview states its length and seeks, before any upload (the WebM gets its duration on the device).
  const length = await durationOf(preview);
  expect(Number.isFinite(length)).toBe(true);
  // Within a second and a half of the length the recorder stated (whole seconds on its timer).
  expect(Math.abs(length - stated)).toBeLessThan(1.5);
  expect(await seekTo(preview, 1.5)).toBeCloseTo(1.5, 0);
  await screenshot(page, 'playable-1-guest-preview');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await page.getByText('Message sent!', { exact: true }).waitFor();
  return length;
}

describe('audio that plays everywhere', () => {
  it('shows the real length and seeks: the guest preview, the host inbox player and the /r/ reply page', async () => {
    const host = await createCreator(w.server.app);
    const guestContext = await w.guestContext();
    const recorded = await sendAsGuest(await guestContext.newPage(), host.profile!.username, 5, 'seeking.guest@example.com');
    await guestContext.close();
    const [message] = await w.listMessages(host);
    // The copy is the recording with dead air trimmed: on a loaded machine Chromium's fake microphone can start late,
    // so its length is read from the file, not assumed from the seconds recorded, and the stop click can land late,
    // so the copy is judged against the recording the guest heard: never longer (a fraction of a frame aside).
    const copy = probe(await w.storedBytes(await waitForPlayable(w.server.app, 'message', message!.id)));
    expect(copy.duration).toBeGreaterThan(2.5);
    expect(copy.duration).toBeLessThan(recorded + 0.1);

    // The host's inbox plays the playable copy: its header states the length, and the position can be moved.
    const hostContext = await w.hostContext(host);
    const page = await hostContext.newPage();
    await page.goto('/admin');
    const row = page.getByTestId('voice-message').first();
    const played = page.waitForRequest((r) => r.url().includes('/objects/playable/'));
    await row.getByRole('button', { name: /^Play/ }).click();
    await played;
    const position = row.getByRole('slider', { name: /^Position in the message from/ });
    await position.waitFor();
    const shown = async () => {
      const [m, s] = (await row.getByTestId('player-duration').textContent())!.split(':').map(Number);
      return m! * 60 + s!;
    };
    await expect.poll(async () => Math.abs((await shown()) - copy.duration)).toBeLessThan(1);
    expect(Math.abs(Number(await position.getAttribute('max')) - copy.duration)).toBeLessThan(0.5);
    await row.getByRole('button', { name: /^Pause/ }).click();
    await drag(position, 2);
    await expect.poll(async () => Number(await position.inputValue())).toBeGreaterThanOrEqual(1.9);
    await row.getByText(/^0:02$/).waitFor();
    await screenshot(page, 'playable-2-inbox-seek');

    // The host replies by voice; the guest's /r/ page plays the reply's copy with its length.
    await row.getByRole('button', { name: /^Reply/ }).click();
    const replyStated = await record(page, 4);
    await page.getByRole('dialog').getByRole('button', { name: 'Send Reply' }).click();
    // Sending waits up to 20 s for the reply's playable copy (replies.service.ts), then for the mail server.
    await page.getByText('Reply sent!', { exact: true }).waitFor({ timeout: 60_000 });
    const mail = await w.smtp.waitForMail((m) => m.envelope.to.includes('seeking.guest@example.com'));
    const attachment = mail.parsed.attachments.find((a) => a.mimeType.startsWith('audio/'))!;
    expect(attachment.mimeType).toBe('audio/mpeg');
    const link = new RegExp(`${w.server.url}/r/[A-Za-z0-9_-]+`).exec(mail.parsed.text ?? '')![0];
    await hostContext.close();

    const guest = await (await w.guestContext()).newPage();
    await guest.goto(link);
    const player = guest.locator('audio');
    const length = await durationOf(player);
    expect(Number.isFinite(length)).toBe(true);
    expect(length).toBeGreaterThan(2.5);
    expect(length).toBeLessThan(replyStated + 1.5);
    expect(await seekTo(player, 2)).toBeCloseTo(2, 0);
    await screenshot(guest, 'playable-3-reply-page');
  });
});
