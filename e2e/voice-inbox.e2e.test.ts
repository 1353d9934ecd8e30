import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator } from '../src/server/test/harness.js';
import { record, startVoiceWorld, type VoiceWorld } from './support/voice.js';

let w: VoiceWorld;
beforeAll(async () => {
  w = await startVoiceWorld();
});
afterAll(async () => {
  await w?.close();
});

describe('the voice inbox of the host', () => {
  it('a reply whose mail failed can be sent again from the dialog', async () => {
    const host = await createCreator(w.server.app);
    await w.seedMessages(host, [{ senderName: null, senderEmail: 'retry.guest@example.com', minutesAgo: 5 }]);
    const page = await (await w.hostContext(host)).newPage();
    await page.goto('/admin');
    const row = page.getByTestId('voice-message').filter({ hasText: 'A Guest' });
    await row.getByText('5m ago').waitFor();
    await row.getByRole('button', { name: /^Reply/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('retry.guest@example.com').waitFor();
    await record(page, 2);
    w.smtp.rejecting = true;
    try {
      await dialog.getByRole('button', { name: 'Send Reply' }).click();
      await page.getByText('Failed to send reply. Please try again.', { exact: true }).first().waitFor();
      await dialog.getByRole('button', { name: 'Retry' }).waitFor();
    } finally {
      w.smtp.rejecting = false;
    }
    await dialog.getByRole('button', { name: 'Retry' }).click();
    // Sending waits up to 20 s for the reply's playable copy (replies.service.ts), then for the mail server.
    await page.getByText('Reply sent!', { exact: true }).waitFor({ timeout: 60_000 });
    const mail = await w.smtp.waitForMail((m) => m.envelope.to.includes('retry.guest@example.com'));
    expect(mail.parsed.attachments).toHaveLength(1);
    await row.getByText('Replied', { exact: true }).waitFor();
    await page.context().close();
  });

  it('the all-messages view pages through more messages than the dashboard shows', async () => {
    const host = await createCreator(w.server.app);
    await w.seedMessages(
      host,
      Array.from({ length: 25 }, (_, i) => ({ senderName: `Guest ${i + 1}`, senderEmail: `guest${i + 1}@example.com`, minutesAgo: 25 - i })),
    );
    const page = await (await w.hostContext(host)).newPage();
    await page.goto('/admin');
    // The newest first (waiting for the dashboard to load), then exactly the dashboard's ten.
    await page.getByTestId('voice-message').first().getByText('Guest 25').waitFor();
    await expect.poll(() => page.getByTestId('voice-message').count()).toBe(10);
    await page.getByRole('link', { name: /View all messages \(25\)/ }).click();
    await page.getByText('1–20 of 25').waitFor();
    expect(await page.getByTestId('voice-message').count()).toBe(20);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('21–25 of 25').waitFor();
    expect(await page.getByTestId('voice-message').count()).toBe(5);
    await page.getByTestId('voice-message').last().getByText('Guest 1', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('1–20 of 25').waitFor();
    await page.context().close();
  });
});
