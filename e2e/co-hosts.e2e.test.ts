import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../src/shared/i18n/english.js';
import { createCreator, markEmailVerified, uniqueEmail, uniqueUsername } from '../src/server/test/harness.js';
import { sendGuestMessage } from '../src/server/modules/messages/messages.test-support.js';
import { screenshot } from './support/browser.js';
import { record, startVoiceWorld, type VoiceWorld } from './support/voice.js';
import { openHostArea } from './support/host-area.js';

let w: VoiceWorld;
beforeAll(async () => {
  w = await startVoiceWorld();
});
afterAll(async () => {
  await w?.close();
});

describe('two hosts, one page', () => {
  it('the owner invites from Settings; the invitee signs up from the mail link, accepts, sees the inbox and replies in the page’s name', async () => {
    // Only a verified owner invites, and only a verified address accepts (docs/decisions/065).
    const owner = await createCreator(w.server.app, { verified: true });
    await sendGuestMessage(w.server.app, owner.profile!.id, { senderName: 'Grace', senderEmail: 'grace.cohost-e2e@example.com' });
    const invitee = uniqueEmail('james');

    // The owner, at phone width, on the Event screen.
    const ownerContext = await w.hostContext(owner);
    const ownerPage = await ownerContext.newPage();
    await openHostArea(ownerPage, 'event');
    const card = ownerPage.getByRole('heading', { name: en('keepsake.coHosts.title') }).locator('xpath=ancestor::*[contains(@class,"rounded")][1]');
    await ownerPage.getByLabel(en('keepsake.coHosts.emailLabel')).fill(invitee);
    await ownerPage.getByRole('button', { name: en('keepsake.coHosts.invite'), exact: true }).click();
    // The toast (its live region may hold the words twice while it announces them).
    await ownerPage.getByText(en('keepsake.coHosts.invited', { email: invitee })).first().waitFor();
    await card.getByText(invitee).waitFor();
    await screenshot(ownerPage, 'co-hosts-1-owner-invited');

    const mail = await w.smtp.waitForMail((m) => m.envelope.to.includes(invitee));
    const link = new RegExp(`${w.server.url}/invite/[\\w-]+`).exec(mail.parsed.text ?? '')![0];

    // The invitee, signed out, opens the link, signs up with the invited address and comes back to accept.
    const guestContext = await w.guestContext();
    const page = await guestContext.newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: en('keepsake.invitation.title') }).waitFor();
    await page.getByText(en('keepsake.invitation.lead', { inviter: 'Ada Lovelace', displayName: 'Ada & Charles' })).waitFor();
    await screenshot(page, 'co-hosts-2-invitation');
    await page.getByRole('link', { name: en('keepsake.invitation.signUpToAccept') }).click();
    await page.getByLabel('First name').fill('James');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('Email').fill(invitee);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await page.getByLabel('Confirm password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('button', { name: en('keepsake.invitation.accept') }).waitFor();
    // The invitee opens the verification mail's link (as markEmailVerified does), then accepts.
    const account = await w.server.app.deps.db.selectFrom('users').select('id').where('email', '=', invitee).executeTakeFirstOrThrow();
    await markEmailVerified(w.server.app, account.id);
    await page.getByRole('button', { name: en('keepsake.invitation.accept') }).click();

    // The dashboard is the owner's page, with its guest's message.
    await page.getByRole('heading', { name: en('dashboard.page.welcome', { name: 'Ada & Charles' }) }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    const row = page.getByTestId('voice-message').first();
    await row.getByText('Grace').waitFor();
    await screenshot(page, 'co-hosts-3-co-host-dashboard');
    // Revoking every printed book's listen links is the owner's alone (decision 065): the co-host is not offered it.
    await openHostArea(page, 'keepsake');
    await page.getByRole('heading', { name: en('keepsake.book.title'), exact: true }).waitFor();
    expect(await page.getByRole('button', { name: en('keepsake.book.revoke') }).count()).toBe(0);
    await openHostArea(page, 'messages');

    // The co-host replies; the guest's mail comes from the page, not from James.
    await row.getByRole('button', { name: /^Reply/ }).click();
    await record(page, 2);
    await page.getByRole('dialog').getByRole('button', { name: 'Send Reply' }).click();
    // Sending waits up to 20 s for the reply's playable copy (replies.service.ts), then for the mail server.
    await page.getByText('Reply sent!', { exact: true }).waitFor({ timeout: 60_000 });
    const reply = await w.smtp.waitForMail((m) => m.envelope.to.includes('grace.cohost-e2e@example.com'));
    expect(reply.parsed.subject).toContain('Ada & Charles');
    expect(reply.parsed.subject).not.toContain('James');

    // The owner's card lists the co-host now, and the invitation is spent.
    await ownerPage.reload();
    await card.getByText(en('keepsake.coHosts.coHost'), { exact: true }).waitFor();
    await expect.poll(() => card.getByText(en('keepsake.coHosts.pending')).count()).toBe(0);
    await screenshot(ownerPage, 'co-hosts-4-owner-sees-co-host');

    // The co-host, who owns no page, makes one of their own from the dashboard; it becomes the page they see, and the
    // switcher then offers both.
    await page.goto('/admin');
    await page.getByRole('link', { name: en('keepsake.switcher.createOwn') }).click();
    await page.waitForURL(/\/onboarding$/);
    const own = uniqueUsername('james');
    await page.getByLabel('Display name').fill('James Okafor');
    await page.getByLabel('Username').fill(own);
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await page.waitForURL(/\/admin$/);
    // Their own page's first dashboard greets them as new there (docs/decisions/080).
    await page.getByRole('heading', { name: en('dashboard.page.welcomeFirst', { name: 'James Okafor' }) }).waitFor();
    const switcher = page.getByRole('combobox', { name: en('keepsake.switcher.label') });
    await expect.poll(() => switcher.locator('option').count()).toBe(2);
    expect(await page.getByRole('link', { name: en('keepsake.switcher.createOwn') }).count()).toBe(0);
    await guestContext.close();
    await ownerContext.close();
  });
});
