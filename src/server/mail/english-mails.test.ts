import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { AppDeps } from '../deps.js';
import { passwordResetMail, verificationMail } from '../modules/accounts/auth-mails.js';
import { invitationMail } from '../modules/co-hosts/co-host-mails.js';
import { capsuleMail } from '../modules/capsule/capsule-opening.js';
import { digestMail, newMessageMail } from '../modules/notifications/new-message-mails.js';
import { unsubscribeConfirmPage, unsubscribedPage, unsubscribeInvalidPage } from '../modules/notifications/unsubscribe-page.js';
import { replyMail } from '../modules/replies/reply-mail.js';

/**
 * Every English mail and unsubscribe page, byte for byte as they were before their words moved into en/mail.json
 * (docs/decisions/056). fixtures/english-mails.json was written by the code before the move; the only change since is
 * <html lang="en" dir="ltr"> on the mails and the `language` that becomes their Content-Language header, and the
 * pages' footer grey, #888 then #666 for its contrast on white (docs/decisions/076), and the pages' style for the host's
 * photo the reply page now shows (img.host, docs/decisions/080).
 */
const expected = JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures/english-mails.json'), 'utf8')) as Record<string, unknown>;

const at = Date.UTC(2025, 10, 21, 5, 5);
const links = { inbox: 'https://v.test/admin', settings: 'https://v.test/admin/profile-settings', unsubscribe: 'https://v.test/u?token=a&b' };
const ctx = {
  language: 'en' as const,
  recipient: { email: 'ada@example.com', firstName: ' Ada ', displayName: 'Ada & <Charles>' },
  timeZone: 'Asia/Tokyo',
  links,
  messageId: '<x@v.test>',
};
const m = (senderName: string | null, duration: number, createdAt = at) => ({ id: 'm', creatorProfileId: 'p', senderName, duration, createdAt });
const audio = { filename: 'voice-reply.mp3', content: Buffer.from(''), contentType: 'audio/mpeg' };
const withoutAttachments = ({ attachments: _, ...mail }: { attachments?: unknown }) => mail;
const deps = { config: { publicUrl: 'https://v.test/' } } as unknown as AppDeps;

it('writes every English mail and page exactly as before its words moved to en/mail.json', () => {
  const actual = {
    reply: withoutAttachments(replyMail({ to: 'g@example.com', guestName: 'Grace <b>', hostName: 'Ada & Charles', link: 'https://v.test/r/tok', duration: 7, audio, language: 'en' })),
    replyNoName: withoutAttachments(replyMail({ to: 'g@example.com', guestName: null, hostName: 'Ada', link: 'https://v.test/r/tok', duration: 1, audio, language: 'en' })),
    each: newMessageMail(ctx, m('Grace "Hopper"', 12)),
    eachNoName: newMessageMail({ ...ctx, recipient: { ...ctx.recipient, firstName: '  ' }, timeZone: 'America/New_York' }, m(null, 1)),
    digest1: digestMail(ctx, [m('Grace', 3)]),
    digest3: digestMail(ctx, [m('Grace', 3), m('  ', 4, at + 3600_000), m('<i>x</i>', 120, at + 7200_000)]),
    digestMore: digestMail(ctx, Array.from({ length: 52 }, (_, i) => m(`G${i}`, i + 1, at + i * 60_000))),
    invitation: invitationMail('new@example.com', 'Ada Lovelace', 'Ada & Charles', 'https://v.test/invite/tok'),
    verification: verificationMail('ada@example.com', 'Ada', 'https://v.test/api/auth/verify-email?token=t', 24),
    verificationNoName: verificationMail('ada@example.com', '', 'https://v.test/api/auth/verify-email?token=t', 24),
    reset: passwordResetMail('ada@example.com', 'Ada', 'https://v.test/auth/reset-password?token=t', 60),
    unsubscribeConfirm: unsubscribeConfirmPage('Ada & <Charles>', '/api/notifications/unsubscribe?token=a%26b'),
    unsubscribed: unsubscribedPage('Ada & <Charles>', '/admin/profile-settings'),
    unsubscribeInvalid: unsubscribeInvalidPage(),
    capsule1: capsuleMail(deps, { email: 'ada@example.com', firstName: 'Ada', displayName: 'Ada & Charles' }, 1, '<c@v.test>'),
    capsule5: capsuleMail(deps, { email: 'ada@example.com', firstName: '', displayName: 'Ada & Charles' }, 5, '<c@v.test>'),
  };
  expect(JSON.parse(JSON.stringify(actual))).toEqual(expected);
});
