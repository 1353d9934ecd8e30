import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import auth from '../src/shared/i18n/en/auth.json' with { type: 'json' };
import dashboard from '../src/shared/i18n/en/dashboard.json' with { type: 'json' };
import editor from '../src/shared/i18n/en/editor.json' with { type: 'json' };
import guest from '../src/shared/i18n/en/guest.json' with { type: 'json' };
import { createCreator } from '../src/server/test/harness.js';
import { sendGuestMessage } from '../src/server/modules/messages/messages.test-support.js';
import { screenshot, watchPage } from './support/browser.js';
import { startVoiceWorld, type VoiceWorld } from './support/voice.js';

let w: VoiceWorld;
beforeAll(async () => {
  w = await startVoiceWorld();
});
afterAll(async () => {
  await w?.close();
});

// docs/decisions/069: from the guest page's footer, by email, to the messages that address left, ticked and deleted.
describe('a guest takes back their message', () => {
  it('asks from the page footer, opens the mailed link, deletes one message at phone width; the host sees it was withdrawn', async () => {
    const host = await createCreator(w.server.app);
    const email = `leaving.${Date.now().toString(36)}@example.com`;
    const gone = await sendGuestMessage(w.server.app, host.profile!.id, { senderName: 'Grace', senderEmail: email });
    await sendGuestMessage(w.server.app, host.profile!.id, { senderName: 'Someone else', senderEmail: 'stays.e2e@example.com' });

    const context = await w.guestContext();
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`/${host.profile!.username}`);
    await page.getByRole('link', { name: guest.page.removeMessages }).click();
    await page.waitForURL((u) => u.pathname === '/forget');
    await page.getByLabel(auth.forget.emailLabel).fill(email);
    await page.getByRole('button', { name: auth.forget.send }).click();
    await page.getByRole('status').getByText(auth.forget.sent).waitFor();
    await screenshot(page, 'guest-erasure-1-asked');

    const mail = await w.smtp.waitForMail((m) => m.envelope.to.includes(email));
    const link = /http:\/\/127\.0\.0\.1:\d+\/forget\?token=\S+/.exec(mail.parsed.text ?? '')![0];
    await page.goto(link);
    const row = page.getByRole('checkbox');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    await page.getByText('Grace', { exact: true }).waitFor();
    await screenshot(page, 'guest-erasure-2-listed');
    await row.first().click();
    await page.getByRole('button', { name: auth.forget.delete }).click();
    await page.getByText(auth.forget.deleted_one.replace('{{count}}', '1')).waitFor();
    await page.getByText(auth.forget.none).waitFor();
    await screenshot(page, 'guest-erasure-3-deleted');
    expect(await w.server.app.deps.db.selectFrom('voiceMessages').select('id').where('id', '=', gone.id).executeTakeFirst()).toBeUndefined();
    expect(problems).toEqual([]);
    await context.close();

    const hostContext = await w.hostContext(host);
    const inbox = await hostContext.newPage();
    await inbox.goto('/admin/messages');
    await inbox.getByText(dashboard.withdrawn_one.replace('{{count}}', '1')).waitFor();
    await screenshot(inbox, 'guest-erasure-4-host-inbox');
    await hostContext.close();
  }, 120_000);

  it('a host deletes their account from Settings with their page name and password, and is signed out', async () => {
    const host = await createCreator(w.server.app);
    const username = host.profile!.username;
    const context = await w.hostContext(host);
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto('/admin/settings');
    const card = page.getByRole('region', { name: editor.deleteAccount.title });
    await card.waitFor();
    const button = card.getByRole('button', { name: editor.deleteAccount.delete });
    expect(await button.isDisabled()).toBe(true);
    await card.getByLabel(editor.deleteAccount.confirmLabel.replace('{{username}}', username)).fill(username);
    await card.getByLabel(editor.deleteAccount.passwordLabel).fill('correct horse battery');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'delete-account-1-card');
    await button.click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByText(editor.deleteAccount.done).waitFor();
    expect(await w.server.app.deps.db.selectFrom('users').select('id').where('id', '=', host.user.id).executeTakeFirst()).toBeUndefined();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
