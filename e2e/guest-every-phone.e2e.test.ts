import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_APP_USER_AGENTS } from '../src/client/lib/in-app-user-agents.test-support.js';
import { audioFile } from '../src/server/modules/messages/messages.test-support.js';
import { createCreator } from '../src/server/test/harness.js';
import { newContext, PHONE, screenshot, watchPage } from './support/browser.js';
import { openRecorder, record, startTake, startVoiceWorld, type VoiceWorld } from './support/voice.js';

let w: VoiceWorld;
beforeAll(async () => {
  w = await startVoiceWorld();
});
afterAll(async () => {
  await w?.close();
});

/** The page is shown and the service worker has precached the guest flow and controls the page. */
async function guestFlowReady(page: Page) {
  await page.getByRole('button', { name: 'Record a Special Message' }).waitFor();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker?.controller)), { timeout: 20_000 }).toBe(true);
}

async function sendWithEmail(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Send' }).click();
}

const messageFrom = async (host: Awaited<ReturnType<typeof createCreator>>, email: string) =>
  (await w.listMessages(host)).find((m) => m.senderEmail === email);

describe('every guest, every phone', () => {
  it("shows 'Message sent!' when the network drops right after the server stored the message, never the error screen", async () => {
    const host = await createCreator(w.server.app);
    const context = await w.guestContext();
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`/${host.profile!.username}`);
    await guestFlowReady(page);
    // The 201 arrives, and the network is gone the moment after.
    await page.route('**/api/voice-messages', async (route) => {
      const response = await route.fetch();
      await context.setOffline(true);
      await route.fulfill({ response });
    });
    await openRecorder(page, host.profile!.username);
    await record(page, 2);
    await sendWithEmail(page, 'drop.after.201@example.com');
    await page.getByText('Message sent!', { exact: true }).waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await screenshot(page, 'guest-1-sent-while-offline');
    expect(await messageFrom(host, 'drop.after.201@example.com')).toBeTruthy();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('records when Record is tapped with the network already gone, and sends once it is back', async () => {
    const host = await createCreator(w.server.app);
    const context = await w.guestContext();
    const page = await context.newPage();
    await page.goto(`/${host.profile!.username}`);
    await guestFlowReady(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Record a Special Message' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await record(page, 2);
    await dialog.getByText(/Waiting for the network/).waitFor();
    await screenshot(page, 'guest-2-recorded-offline');
    await sendWithEmail(page, 'tapped.offline@example.com');
    await dialog.getByText(/^Sending your message…/).waitFor();
    await context.setOffline(false);
    await page.getByText('Message sent!', { exact: true }).waitFor({ timeout: 30_000 });
    expect((await messageFrom(host, 'tapped.offline@example.com'))?.duration).toBeGreaterThanOrEqual(1);
    await context.close();
  });

  it('asks before leaving mid-recording, and a tab closed mid-recording offers the recording on the next visit', async () => {
    const host = await createCreator(w.server.app);
    const context = await w.guestContext();
    const page = await context.newPage();
    await openRecorder(page, host.profile!.username);
    await startTake(page, 4);
    const asked = new Promise<string>((resolve) => page.once('dialog', (d) => void d.accept().then(() => resolve(d.type()))));
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');

    // A take nobody records any more (its tab is gone) is recovered; one still being written is not.
    await new Promise((r) => setTimeout(r, 5000));
    const again = await context.newPage();
    await again.goto(`/${host.profile!.username}`);
    await again.getByText('You have an unsent message').waitFor();
    await again.getByText('Your recording was interrupted. What you said is saved on this device and has not been sent yet.').waitFor();
    await screenshot(again, 'guest-3-interrupted-take-offered');
    await again.getByRole('button', { name: 'Send', exact: true }).click();
    const modal = again.getByRole('dialog');
    await modal.getByRole('button', { name: 'Re-record' }).waitFor();
    await sendWithEmail(again, 'closed.tab@example.com');
    await again.getByText('Message sent!', { exact: true }).waitFor();
    const stored = await messageFrom(host, 'closed.tab@example.com');
    // What was said before the tab closed: about four seconds, measured by the server.
    expect(stored?.duration).toBeGreaterThanOrEqual(2);
    expect(stored?.duration).toBeLessThanOrEqual(6);
    await again.reload();
    await again.getByRole('button', { name: 'Record a Special Message' }).waitFor();
    expect(await again.getByText('You have an unsent message').count()).toBe(0);
    await context.close();
  });

  it.each(['the microphone track ends', 'the page goes to the background'])(
    'keeps what was recorded when %s mid-way, and it can be sent',
    async (interruption) => {
      const host = await createCreator(w.server.app);
      const context = await w.guestContext();
      const page = await context.newPage();
      // The page's own microphone stream, so the test can end its track as an unplugged microphone or a call would.
      await page.addInitScript(() => {
        const media = navigator.mediaDevices;
        const open = media.getUserMedia.bind(media);
        media.getUserMedia = async (constraints) => {
          const stream = await open(constraints);
          (window as unknown as { mic: MediaStream }).mic = stream;
          return stream;
        };
      });
      await openRecorder(page, host.profile!.username);
      const dialog = page.getByRole('dialog');
      await startTake(page, 3);
      if (interruption === 'the microphone track ends') {
        await page.evaluate(() => {
          const track = (window as unknown as { mic: MediaStream }).mic.getAudioTracks()[0]!;
          track.stop();
          // What the browser fires when the device goes away (stop() by the page itself fires nothing).
          track.dispatchEvent(new Event('ended'));
        });
      } else {
        await page.evaluate(() => {
          Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
          document.dispatchEvent(new Event('visibilitychange'));
          Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
        });
      }
      await dialog.getByRole('button', { name: 'Re-record' }).waitFor();
      await dialog.getByText('Recording stopped. What you said so far is kept.').waitFor();
      const timer = await dialog.getByTestId('recorder-timer').textContent();
      await page.waitForTimeout(1500);
      // The clock stopped with the take: no silence is added after the interruption.
      expect(await dialog.getByTestId('recorder-timer').textContent()).toBe(timer);
      expect(timer).toMatch(/^0:0[234] \/ 1:00$/);
      await screenshot(page, `guest-4-interrupted-${interruption.includes('track') ? 'track' : 'hidden'}`);
      const email = `interrupted.${interruption.length}@example.com`;
      await sendWithEmail(page, email);
      await page.getByText('Message sent!', { exact: true }).waitFor();
      const stored = await messageFrom(host, email);
      expect(stored?.duration).toBeGreaterThanOrEqual(2);
      expect(stored?.duration).toBeLessThanOrEqual(4);
      await context.close();
    },
  );

  it.each([
    ['the microphone is refused', "navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));", 'Microphone access failed. Please allow microphone access to record a message.'],
    ['there is no microphone API', "Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });", 'This browser cannot record here.'],
  ])('when %s, the guest records with the phone recorder instead, and the host gets it and plays it', async (_case, init, problem) => {
    const host = await createCreator(w.server.app);
    const context = await w.guestContext();
    const page = await context.newPage();
    await page.addInitScript(init);
    await openRecorder(page, host.profile!.username);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Start recording' }).click();
    await dialog.getByText(problem).waitFor();
    await screenshot(page, `guest-5-phone-recorder-${problem.startsWith('Microphone') ? 'refused' : 'no-api'}`);
    // A voice memo as an iPhone saves it: AAC in M4A, made by ffmpeg.
    const memo = audioFile('m4a', 5);
    await dialog.getByLabel("Record with your phone's recorder").setInputFiles({ name: 'Voice Memo 12.m4a', mimeType: 'audio/mp4', buffer: memo.bytes });
    await dialog.getByRole('button', { name: 'Re-record' }).waitFor();
    const email = `memo.${problem.length}@example.com`;
    await sendWithEmail(page, email);
    await page.getByText('Message sent!', { exact: true }).waitFor();
    const stored = await messageFrom(host, email);
    expect(stored).toMatchObject({ duration: 5 });
    expect(stored!.audioPath).toMatch(/\.m4a$/);
    await context.close();

    const hostContext = await w.hostContext(host);
    const hostPage = await hostContext.newPage();
    await hostPage.goto('/admin');
    const row = hostPage.getByTestId('voice-message').first();
    await row.getByRole('button', { name: /^Play/ }).click();
    await row.getByRole('button', { name: /^Pause/ }).waitFor();
    await row.getByText('Played', { exact: true }).waitFor();
    await hostContext.close();
  });

  it('tells guests in in-app browsers to open the page in their browser, with a Copy link that works', async () => {
    const host = await createCreator(w.server.app);
    const url = `${w.server.url}/${host.profile!.username}`;
    for (const [app, platform, userAgent] of IN_APP_USER_AGENTS) {
      const context: BrowserContext = await w.browser.newContext({
        baseURL: w.server.url,
        viewport: PHONE,
        userAgent,
        permissions: ['microphone', 'clipboard-read', 'clipboard-write'],
      });
      const page = await context.newPage();
      await page.goto(`/${host.profile!.username}`);
      const banner = page.getByTestId('in-app-banner');
      await banner.getByText('For the best recording, open this page in your browser').waitFor();
      await banner.getByRole('button', { name: 'Copy link' }).click();
      await banner.getByRole('button', { name: 'Link copied' }).waitFor();
      // The clipboard answers the focused page only: with one browser shared by a run, another page may hold focus.
      await page.bringToFront();
      expect({ app, platform, copied: await page.evaluate(() => navigator.clipboard.readText()) }).toEqual({ app, platform, copied: url });
      const open = banner.getByRole('link', { name: platform === 'android' ? 'Open in Chrome' : 'Open in Safari' });
      expect(await open.getAttribute('href')).toMatch(platform === 'android' ? /^intent:\/\/.*package=com\.android\.chrome/ : /^x-safari-http/);
      if (app === 'Instagram' && platform === 'android') {
        await screenshot(page, 'guest-6-in-app-banner');
        // The guest may still try here: the record modal says the same.
        await page.getByRole('button', { name: 'Record a Special Message' }).click();
        await page.getByRole('dialog').getByText('For the best recording, open this page in your browser').waitFor();
        await screenshot(page, 'guest-6b-in-app-banner-modal');
      }
      await context.close();
    }
    // A real browser sees no banner.
    const plain = await newContext(w.browser, w.server.url);
    const page = await plain.newPage();
    await page.goto(`/${host.profile!.username}`);
    await page.getByRole('button', { name: 'Record a Special Message' }).waitFor();
    expect(await page.getByTestId('in-app-banner').count()).toBe(0);
    await plain.close();
  });
});
