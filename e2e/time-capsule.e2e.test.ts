import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../src/shared/calendar-date.js';
import { en } from '../src/shared/i18n/english.js';
import { uploadVoice, wav } from '../src/server/modules/messages/messages.test-support.js';
import { createCreator } from '../src/server/test/harness.js';
import { ARTIFACTS, screenshot, watchPage } from './support/browser.js';
import { openRecorder, record, startVoiceWorld, type VoiceWorld } from './support/voice.js';
import { openHostArea } from './support/host-area.js';

let w: VoiceWorld;
beforeAll(async () => {
  w = await startVoiceWorld();
});
afterAll(async () => {
  await w?.close();
});

describe('the time capsule', () => {
  it('a host seals the messages in Profile Settings; a guest at 375 px is told when they open; the dashboard shows the seal with play disabled', async () => {
    const { app } = w.server;
    const host = await createCreator(app);
    for (const senderName of ['Anna Smith', 'Jo']) {
      const up = await uploadVoice(app, { bytes: wav(2) });
      const res = await app.inject({
        method: 'POST',
        url: '/api/voice-messages',
        payload: { creatorProfileId: host.profile!.id, senderName, senderEmail: 'guest@example.com', audioPath: up.json().path, duration: 2 },
      });
      expect(res.statusCode).toBe(201);
    }
    const day = new Date(Date.now() + 30 * 24 * 3_600_000).toISOString().slice(0, 10);

    // The host seals the capsule on the Event screen (375 px).
    const hostContext = await w.hostContext(host);
    const settings = await hostContext.newPage();
    const hostProblems = watchPage(settings);
    await openHostArea(settings, 'event');
    await settings.getByLabel(en('editor.capsule.fieldLabel')).fill(day);
    await settings.getByRole('button', { name: en('common.unsaved.save') }).click();
    await settings.getByText('Profile updated!').first().waitFor();
    await settings.reload();
    await settings.getByRole('heading', { name: en('dashboard.eventPage.title') }).waitFor();
    await expect(settings.getByLabel(en('editor.capsule.fieldLabel')).inputValue()).resolves.toBe(day);
    await settings.getByLabel(en('editor.capsule.fieldLabel')).scrollIntoViewIfNeeded();
    await settings.screenshot({ path: path.join(ARTIFACTS, 'screenshots', 'time-capsule-settings-375.png') });

    // The guest's page, rendered on the server with the notice in it, then hydrated.
    const guestContext = await w.guestContext();
    const guest = await guestContext.newPage();
    const guestProblems = watchPage(guest);
    const date = formatCalendarDate(day);
    const notice = en('guest.capsule.notice', { date });
    const html = await (await guestContext.request.get(`/${host.profile!.username}`)).text();
    expect(html).toContain(notice);
    await guest.goto(`/${host.profile!.username}`);
    await guest.getByTestId('capsule-notice').waitFor();
    await expect(guest.getByTestId('capsule-notice').innerText()).resolves.toBe(notice);
    const box = await guest.getByTestId('capsule-notice').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await screenshot(guest, 'time-capsule-guest-375');

    // The guest records and sends; the confirmation repeats when the messages open.
    await openRecorder(guest, host.profile!.username);
    await record(guest, 2);
    const dialog = guest.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('textbox', { name: 'Email' }).fill('capsule.guest@example.com');
    await dialog.getByRole('textbox', { name: 'Name (optional)' }).fill('Grace');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await guest.getByText(`${en('guest.modal.sentDetail')} ${notice}.`, { exact: true }).waitFor();
    await screenshot(guest, 'time-capsule-guest-sent-375');

    // The dashboard: the banner with the count, play and reply disabled with the reason, Download all too.
    await settings.goto('/admin');
    const banner = settings.getByTestId('capsule-banner');
    await banner.waitFor();
    await expect(banner.innerText()).resolves.toContain(en('editor.capsule.sealedUntil', { date }));
    await expect(banner.innerText()).resolves.toContain(en('editor.capsule.waiting', { count: 3 }));
    const play = settings.getByRole('button', { name: en('dashboard.inbox.playFrom', { name: 'Anna Smith' }) });
    await expect(play.isDisabled()).resolves.toBe(true);
    await expect(settings.getByRole('button', { name: en('dashboard.inbox.replyTo', { name: 'Anna Smith' }) }).isDisabled()).resolves.toBe(true);
    await expect(play.getAttribute('aria-describedby').then((id) => settings.locator(`[id="${id}"]`).innerText())).resolves.toBe(
      en('dashboard.inbox.sealedUntil', { date }),
    );
    await expect(settings.getByRole('button', { name: en('dashboard.download.all') }).first().isDisabled()).resolves.toBe(true);
    await screenshot(settings, 'time-capsule-dashboard-375');
    // The inbox card up close (the full page is long).
    await banner.scrollIntoViewIfNeeded();
    await settings.screenshot({ path: path.join(ARTIFACTS, 'screenshots', 'time-capsule-inbox-375.png') });
    // The keepsakes wait too: Download all, the album and the book.
    await openHostArea(settings, 'keepsake');
    await expect(settings.getByRole('button', { name: en('dashboard.download.all') }).first().isDisabled()).resolves.toBe(true);
    await settings.getByText(en('editor.capsule.sealedUntil', { date })).first().waitFor();
    await settings.screenshot({ path: path.join(ARTIFACTS, 'screenshots', 'time-capsule-keepsakes-375.png') });

    expect(guestProblems).toEqual([]);
    expect(hostProblems).toEqual([]);
    await guestContext.close();
    await hostContext.close();
  });
});
