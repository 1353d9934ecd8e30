import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator } from '../src/server/test/harness.js';
import { openRecorder, startVoiceWorld, type VoiceWorld } from './support/voice.js';

/**
 * The recorder's own limit, a whole minute of the fake microphone: in a file of its own, so that its minute of waiting
 * runs beside another end-to-end file (it is judged by the recorder's timer and the server's count, not by the test's
 * clock), not in the one-at-a-time group.
 */
let w: VoiceWorld;
beforeAll(async () => {
  w = await startVoiceWorld();
});
afterAll(async () => {
  await w?.close();
});

describe('a full minute', () => {
  it('stops by itself at 60 s, and a full minute uploads in at most 600 KB', async () => {
    const host = await createCreator(w.server.app);
    const context = await w.guestContext();
    const page = await context.newPage();
    await openRecorder(page, host.profile!.username);
    const dialog = page.getByRole('dialog');
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/voice-upload'), { timeout: 90_000 });
    await dialog.getByRole('button', { name: 'Start recording' }).click();
    await dialog.getByText('Recording your message…').waitFor();
    await dialog.getByRole('button', { name: 'Re-record' }).waitFor({ timeout: 75_000 });
    expect(await dialog.getByTestId('recorder-timer').textContent()).toBe('1:00 / 1:00');
    const res = await uploaded;
    expect(res.ok()).toBe(true);
    const { path } = (await res.json()) as { path: string };
    const bytes = (await w.storedBytes(path)).length;
    expect(bytes).toBeLessThanOrEqual(600 * 1024);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('textbox', { name: 'Email' }).fill('minute.guest@example.com');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Message sent!', { exact: true }).waitFor();
    const [message] = await w.listMessages(host);
    expect(message!.duration).toBe(60);
    await context.close();
  }, 150_000);
});
