import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator } from '../src/server/test/harness.js';
import { screenshot } from './support/browser.js';
import { openRecorder, record, startTake, startVoiceWorld, type VoiceWorld } from './support/voice.js';

let w: VoiceWorld;
beforeAll(async () => {
  w = await startVoiceWorld();
});
afterAll(async () => {
  await w?.close();
});

describe('voice messages survive bad networks and old browsers', () => {
  it('a recording made while the network is down is sent once the network returns', async () => {
    const host = await createCreator(w.server.app);
    const context = await w.guestContext();
    const page = await context.newPage();
    await openRecorder(page, host.profile!.username);
    const dialog = page.getByRole('dialog');
    await startTake(page, 2.5);
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Stop recording' }).click();
    await dialog.getByText(/Waiting for the network/).waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('textbox', { name: 'Email' }).fill('offline.guest@example.com');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText(/^Sending your message…/).waitFor();
    await page.waitForTimeout(3000);
    await screenshot(page, 'voice-7-offline-sending');
    expect(await w.listMessages(host)).toEqual([]);

    await context.setOffline(false);
    await page.getByText('Message sent!', { exact: true }).waitFor({ timeout: 30_000 });
    const messages = await w.listMessages(host);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.senderEmail).toBe('offline.guest@example.com');
    await context.close();
  });

  it('reopening the page offers to send a recording whose send never got through', async () => {
    const host = await createCreator(w.server.app);
    const context = await w.guestContext();
    const page = await context.newPage();
    // The message call fails at the network level, as on a dead venue network, until the route is removed.
    await page.route('**/api/voice-messages', (route) => route.abort('internetdisconnected'));
    await openRecorder(page, host.profile!.username);
    await record(page, 2);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('textbox', { name: 'Email' }).fill('later.guest@example.com');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.waitForTimeout(1500);

    await page.reload();
    await page.getByText('You have an unsent message').waitFor();
    await screenshot(page, 'voice-8-unsent-banner');
    await page.unroute('**/api/voice-messages');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Message sent!', { exact: true }).waitFor({ timeout: 30_000 });
    expect((await w.listMessages(host)).map((m) => m.senderEmail)).toEqual(['later.guest@example.com']);
    await page.reload();
    await page.getByRole('button', { name: 'Record a Special Message' }).waitFor();
    expect(await page.getByText('You have an unsent message').count()).toBe(0);
    await context.close();
  });

  it('records through the WAV last resort and through the standard fallback recorder', async () => {
    const host = await createCreator(w.server.app);
    for (const [name, init] of [
      ['wav', 'MediaRecorder.isTypeSupported = () => false;'],
      ['fallback', 'delete window.AudioWorkletNode;'],
    ] as const) {
      const context = await w.guestContext();
      const page = await context.newPage();
      await page.addInitScript(init);
      const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/voice-upload'));
      await openRecorder(page, host.profile!.username);
      await record(page, 2);
      const res = await uploaded;
      expect(res.ok(), name).toBe(true);
      const body = (await res.json()) as { path: string };
      const head = (await w.storedBytes(body.path)).subarray(0, 4).toString('latin1');
      expect(head, name).toBe(name === 'wav' ? 'RIFF' : '\x1aE\xdf\xa3');
      await context.close();
    }
  });
});
