import { describe, expect, it } from 'vitest';
import { BRAND } from '../brand.texts.js';
import { CAPSULE_MAIL } from '../capsule.texts.js';
import { CO_HOST_MAIL, INVITATION_DAYS } from '../co-hosts.texts.js';
import { LIMITS } from '../limits.js';
import { NOTIFY_MAIL, UNSUBSCRIBE_PAGE } from '../notifications.texts.js';
import { VOICE_UI } from '../voice.texts.js';
import type { MailCatalogue } from './app-i18n.js';
import en from './en/mail.json' with { type: 'json' };
import { type KeyOf, translator } from './translator.js';

/**
 * The mails' English (en/mail.json) says exactly what the English constants in src/shared/*.texts.ts say, which the
 * tests and the spec read (issue 25): a function constant is called with '{{name}}' placeholders, a plural one with
 * several counts. The mails whose words lived in the server's code (the reply, verification and reset mails) are held
 * to their earlier output by src/server/mail/english-mails.test.ts.
 */
const t = translator<MailCatalogue>('en', en);
type Key = KeyOf<MailCatalogue>;
const seconds = (n: number) => t('layout.duration', { seconds: n });

describe('en/mail.json says what the English constants say', () => {
  it('the new-message mail and the digest (NOTIFY_MAIL)', () => {
    expect(t('newMessage.subject', { guest: '{{guest}}' })).toBe(NOTIFY_MAIL.eachSubject('{{guest}}'));
    expect(t('newMessage.lead', { guest: '{{guest}}', page: '{{page}}', when: '{{when}}', duration: seconds(12) })).toBe(
      NOTIFY_MAIL.eachLead('{{guest}}', '{{page}}', '{{when}}', 12),
    );
    expect(t('layout.greeting', { name: 'Ada' })).toBe(NOTIFY_MAIL.greeting(' Ada '));
    expect(t('layout.greetingNoName')).toBe(NOTIFY_MAIL.greeting('  '));
    for (const count of [0, 1, 2, 5, 52]) {
      expect(t('digest.subject', { count, page: '{{page}}' })).toBe(NOTIFY_MAIL.digestSubject(count, '{{page}}'));
      expect(t('digest.lead', { count, page: '{{page}}' })).toBe(NOTIFY_MAIL.digestLead(count, '{{page}}'));
      expect(t('digest.more', { count })).toBe(NOTIFY_MAIL.more(count));
    }
    expect(t('digest.line', { guest: '{{guest}}', when: '{{when}}', duration: seconds(7) })).toBe(NOTIFY_MAIL.digestLine('{{guest}}', '{{when}}', 7));
    expect(t('notify.timesIn', { zone: 'America/New York' })).toBe(NOTIFY_MAIL.timesIn('America/New_York'));
    const same: [string, Key][] = [
      [NOTIFY_MAIL.openInbox, 'notify.openInbox'],
      [NOTIFY_MAIL.whyEach, 'newMessage.why'],
      [NOTIFY_MAIL.whyDigest, 'digest.why'],
      [NOTIFY_MAIL.change, 'notify.change'],
      [NOTIFY_MAIL.unsubscribe, 'notify.unsubscribe'],
      [NOTIFY_MAIL.signOff, 'layout.sentWith'],
      [VOICE_UI.aGuest, 'layout.aGuest'],
    ];
    for (const [text, key] of same) expect(t(key), key).toBe(text);
    expect(t('layout.linkLine', { label: NOTIFY_MAIL.openInbox, link: 'https://x' })).toBe(`${NOTIFY_MAIL.openInbox}: https://x`);
  });

  it('the time capsule mail (CAPSULE_MAIL)', () => {
    expect(t('capsule.subject', { page: '{{page}}' })).toBe(CAPSULE_MAIL.subject('{{page}}'));
    for (const count of [0, 1, 2, 7]) expect(t('capsule.lead', { count, page: '{{page}}' })).toBe(CAPSULE_MAIL.lead('{{page}}', count));
    expect(t('capsule.why')).toBe(CAPSULE_MAIL.why);
  });

  it('the co-host invitation (CO_HOST_MAIL)', () => {
    expect(t('invitation.subject', { page: '{{page}}' })).toBe(CO_HOST_MAIL.subject('{{page}}'));
    expect(t('invitation.lead', { inviter: '{{inviter}}', page: '{{page}}' })).toBe(CO_HOST_MAIL.lead('{{inviter}}', '{{page}}'));
    expect(t('invitation.button')).toBe(CO_HOST_MAIL.button);
    expect(t('invitation.footer', { count: INVITATION_DAYS })).toBe(CO_HOST_MAIL.footer);
  });

  it('the unsubscribe page (UNSUBSCRIBE_PAGE)', () => {
    expect(t('unsubscribePage.title')).toBe(UNSUBSCRIBE_PAGE.title);
    expect(t('unsubscribePage.lead', { page: '{{page}}' })).toBe(UNSUBSCRIBE_PAGE.lead('{{page}}'));
    expect(t('unsubscribePage.button')).toBe(UNSUBSCRIBE_PAGE.button);
    expect(t('unsubscribePage.doneTitle')).toBe(UNSUBSCRIBE_PAGE.doneTitle);
    expect(t('unsubscribePage.doneLead', { page: '{{page}}', settings: UNSUBSCRIBE_PAGE.settingsLink })).toBe(
      `${UNSUBSCRIBE_PAGE.doneLead('{{page}}')} ${UNSUBSCRIBE_PAGE.settingsLink}.`,
    );
    expect(t('unsubscribePage.settingsLink')).toBe(UNSUBSCRIBE_PAGE.settingsLink);
    expect(t('unsubscribePage.invalidTitle')).toBe(UNSUBSCRIBE_PAGE.invalidTitle);
    expect(t('unsubscribePage.invalidLead')).toBe(UNSUBSCRIBE_PAGE.invalidLead);
    expect(t('unsubscribePage.poweredBy')).toBe(`Powered by ${BRAND}`);
  });

  it('the account mails name the brand and the limits as before', () => {
    expect(t('verify.subject')).toBe(`Verify your email address for ${BRAND}`);
    expect(t('passwordReset.subject')).toBe(`Reset your ${BRAND} password`);
    expect(t('verify.footer', { count: LIMITS.emailVerificationHours })).toBe(
      `This link works once and expires in ${LIMITS.emailVerificationHours} hours. If you did not create a ${BRAND} account, ignore this email.`,
    );
    expect(t('passwordReset.footer', { count: LIMITS.passwordResetMinutes })).toBe(
      `This link works once and expires in ${LIMITS.passwordResetMinutes} minutes. If you did not ask for it, ignore this email: your password stays the same.`,
    );
  });
});
