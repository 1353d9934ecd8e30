import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileGreeting } from '../src/shared/profile.types.js';
import { en } from '../src/shared/i18n/english.js';
import { createCreator } from '../src/server/test/harness.js';
import { ARTIFACTS, DESKTOP, PHONE, screenshot, watchPage } from './support/browser.js';
import { probePlayback } from './support/playback-probe.js';
import { openRecorder, record, startVoiceWorld, type VoiceWorld } from './support/voice.js';
import { openHostArea } from './support/host-area.js';

let w: VoiceWorld;
beforeAll(async () => {
  w = await startVoiceWorld();
});
afterAll(async () => {
  await w?.close();
});

/** One card on its own, as a phone shows it. */
async function shootCard(card: Locator, name: string) {
  const dir = path.join(ARTIFACTS, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: path.join(dir, `${name}.png`) });
}

const PROMPTS = ['What is your favourite memory of us?', 'Any advice for the years ahead?'];

describe('the host greeting and prompt questions end to end', () => {
  it('the host records a greeting and writes two questions; a guest plays it, changes question, records and sends; the host sees the question', async () => {
    const host = await createCreator(w.server.app);
    const username = host.profile!.username;

    // The host, phone-sized, on the Event screen (docs/decisions/079).
    const hostContext = await w.hostContext(host);
    const settings = await hostContext.newPage();
    const hostProblems = watchPage(settings);
    await openHostArea(settings, 'event');
    const greetingCard = settings.getByRole('region', { name: 'Your greeting' });
    await greetingCard.getByText('Record your greeting (≤30s)').waitFor();
    await shootCard(greetingCard, 'greeting-1-settings-empty');

    const uploaded = settings.waitForResponse((r) => r.url().endsWith('/api/voice-upload?purpose=greeting') && r.request().method() === 'POST');
    await greetingCard.getByRole('button', { name: 'Start recording' }).click();
    await greetingCard.getByText('Recording your message…').waitFor();
    await settings.waitForTimeout(3500);
    await greetingCard.getByRole('button', { name: 'Stop recording' }).click();
    expect((await uploaded).ok()).toBe(true);
    // A take recorded and not saved is an unsaved change: leaving asks first, and staying keeps it.
    await settings.locator('nav a[href="/admin"]:visible').click();
    const leave = settings.getByRole('alertdialog', { name: en('common.unsaved.leaveTitle') });
    await leave.getByRole('button', { name: en('common.unsaved.stay') }).click();
    await leave.waitFor({ state: 'hidden' });
    expect(new URL(settings.url()).pathname).toBe('/admin/event');
    const saved = settings.waitForResponse((r) => r.url().endsWith('/api/greeting') && r.request().method() === 'PUT');
    await settings.getByRole('button', { name: en('common.unsaved.save') }).click();
    expect((await saved).status()).toBe(200);
    await settings.getByText('Greeting saved', { exact: true }).waitFor();
    await greetingCard.getByTestId('current-greeting').waitFor();
    await greetingCard.getByRole('button', { name: 'Remove greeting' }).waitFor();

    const promptsCard = settings.getByRole('region', { name: 'Questions for your guests' });
    await promptsCard.getByText('No questions yet.', { exact: false }).waitFor();
    await promptsCard.getByRole('button', { name: 'Add a question' }).click();
    // The new input has the keyboard focus, so the host types straight into it.
    await settings.keyboard.type(PROMPTS[0]!);
    expect(await promptsCard.getByRole('textbox', { name: 'Question 1' }).inputValue()).toBe(PROMPTS[0]);
    await promptsCard.getByRole('button', { name: 'Add a question' }).click();
    await promptsCard.getByRole('textbox', { name: 'Question 2' }).fill(PROMPTS[1]!);
    await settings.getByRole('button', { name: en('common.unsaved.save') }).click();
    await settings.getByText('Questions saved', { exact: true }).waitFor();
    await shootCard(greetingCard, 'greeting-2-settings-greeting');
    await shootCard(promptsCard, 'greeting-3-settings-questions');
    await settings.setViewportSize(DESKTOP);
    await screenshot(settings, 'greeting-3b-settings-desktop');
    expect(hostProblems).toEqual([]);

    // The stored page: two questions, a greeting of about 3 s whose playable copy the worker makes.
    const publicGreeting = async () =>
      ((await w.server.app.inject({ method: 'GET', url: `/api/profile/${username}` })).json() as { profile: { greeting: ProfileGreeting; prompts: string[] } }).profile;
    expect((await publicGreeting()).prompts).toEqual(PROMPTS);
    await expect.poll(async () => (await publicGreeting()).greeting?.preparing, { timeout: 20_000 }).toBe(false);
    const greeting = (await publicGreeting()).greeting;
    expect(greeting.audioPath).toMatch(/^\/objects\/greeting\/.+\.mp3$/);
    expect(greeting.duration).toBeGreaterThanOrEqual(2);
    expect(greeting.duration).toBeLessThanOrEqual(5);

    // A guest, phone-sized: nothing plays until they ask.
    const guestContext = await w.guestContext();
    const guest = await guestContext.newPage();
    const problems = watchPage(guest);
    await openRecorder(guest, username);
    const dialog = guest.getByRole('dialog');
    const play = dialog.getByRole('button', { name: 'Play greeting' });
    await play.waitFor();
    const audio = dialog.getByTestId('greeting-audio');
    expect(await audio.evaluate((el: HTMLAudioElement) => ({ paused: el.paused, autoplay: el.autoplay, time: el.currentTime }))).toEqual({
      paused: true,
      autoplay: false,
      time: 0,
    });
    expect(await audio.getAttribute('src')).toBe(greeting.audioPath);

    const prompt = dialog.getByTestId('guest-prompt');
    expect(PROMPTS).toContain(await prompt.textContent());
    await play.click();
    // It plays: the button turns to Pause and the audio element moves on.
    await dialog.getByRole('button', { name: 'Pause greeting' }).waitFor();
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.5);
    await screenshot(guest, 'greeting-4-guest-playing');
    // And the whole greeting decodes to its end in this browser.
    const heard = await guest.evaluate(`(${probePlayback.toString()})(${JSON.stringify(greeting.audioPath)}, 20000)`) as { ended: boolean; playedSeconds: number };
    expect(heard.ended).toBe(true);
    expect(Math.abs(heard.playedSeconds - greeting.duration)).toBeLessThan(1.5);

    const shown = (await prompt.textContent())!;
    await dialog.getByRole('button', { name: 'Another question' }).click();
    await expect.poll(() => prompt.textContent()).toBe(PROMPTS.find((p) => p !== shown));
    const answered = (await prompt.textContent())!;
    await shootCard(dialog, 'greeting-5-guest-modal');
    await guest.setViewportSize(DESKTOP);
    await screenshot(guest, 'greeting-5b-guest-modal-desktop');
    await guest.setViewportSize(PHONE);

    // Recording pauses the greeting and keeps the question; the take is sent with it.
    await record(guest, 3);
    expect(await audio.evaluate((el: HTMLAudioElement) => el.paused)).toBe(true);
    expect(await prompt.textContent()).toBe(answered);
    expect(await dialog.getByRole('button', { name: 'Another question' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('textbox', { name: 'Email' }).fill(`guest.${Date.now()}@example.com`);
    const sent = guest.waitForResponse((r) => r.url().endsWith('/api/voice-messages') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Send' }).click();
    expect((await sent).request().postDataJSON()).toMatchObject({ prompt: answered });
    await guest.getByText('Message sent!', { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await guestContext.close();

    // The host's inbox shows the question that was on the guest's screen.
    const [stored] = (await w.listMessages(host)) as unknown as { prompt: string | null }[];
    expect(stored!.prompt).toBe(answered);
    const inbox = await hostContext.newPage();
    await inbox.goto('/admin');
    const row = inbox.getByTestId('voice-message').first();
    await row.waitFor();
    expect(await row.getByTestId('message-prompt').textContent()).toBe(`Question: ${answered}`);
    await shootCard(row, 'greeting-6-inbox-question');
    await hostContext.close();
  }, 180_000);

  it('a message kept on the device keeps its question, and is sent with it even after the host rewrote the list', async () => {
    const host = await createCreator(w.server.app);
    const setPrompts = async (prompts: string[]) => {
      const res = await w.server.app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { prompts } });
      expect(res.statusCode).toBe(200);
    };
    await setPrompts(['Only this one?']);
    const context = await w.guestContext();
    const page = await context.newPage();
    await openRecorder(page, host.profile!.username);
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByTestId('guest-prompt').textContent()).toBe('Only this one?');
    // One question: nothing to change to.
    expect(await dialog.getByRole('button', { name: 'Another question' }).count()).toBe(0);
    await record(page, 2);
    // The guest closes the modal without sending; meanwhile the host rewrites the list.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await setPrompts(['A brand new question?', 'And another?']);

    await page.reload();
    await page.getByText('You have an unsent message').waitFor();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    // No details yet: the modal opens on the kept recording, with the question it was recorded with.
    await dialog.getByRole('button', { name: 'Re-record' }).waitFor();
    expect(await dialog.getByTestId('guest-prompt').textContent()).toBe('Only this one?');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('textbox', { name: 'Email' }).fill('kept.guest@example.com');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Message sent!', { exact: true }).waitFor({ timeout: 30_000 });
    const [stored] = (await w.listMessages(host)) as unknown as { senderEmail: string; prompt: string | null }[];
    expect(stored).toMatchObject({ senderEmail: 'kept.guest@example.com', prompt: 'Only this one?' });
    await context.close();
  }, 120_000);
});
