import { describe, expect, it } from 'vitest';
import { ALBUM_LIMITS, ALBUM_MSG, ALBUM_UI } from '../album.texts.js';
import { BOOK_UI } from '../book.texts.js';
import { CO_HOST_CONFIRM, CO_HOST_MSG, CO_HOST_UI } from '../co-hosts.texts.js';
import { TABLE_CARD_INSTRUCTIONS, TABLE_CARDS_UI } from '../table-cards.texts.js';
import { UI } from '../ui.texts.js';
import { VOICE_UI } from '../voice.texts.js';
import cards from './en/cards.json' with { type: 'json' };
import en from './en/keepsake.json' with { type: 'json' };
import { translator } from './translator.js';

/**
 * The keepsake area's English (the album, book, QR code and table cards on the dashboard, the co-hosts card, the page
 * switcher and the invitation page) says exactly what the spec's constants say: the tests and the server read those.
 */
const t = translator('en', { keepsake: en });
const max = ALBUM_LIMITS.maxMessages;

describe('keepsake.json in English is the texts it replaced', () => {
  it('the album card and its picker', () => {
    const a = en.album;
    expect(a.title).toBe(ALBUM_UI.title);
    expect(a.description).toBe(ALBUM_UI.description);
    expect(t('keepsake.album.limit', { max, hours: ALBUM_LIMITS.maxHours })).toBe(ALBUM_UI.limit);
    expect(a.loading).toBe(UI.loading);
    expect(a.tryAgain).toBe(VOICE_UI.tryAgain);
    expect(a.build).toBe(ALBUM_UI.build);
    expect(a.buildAgain).toBe(ALBUM_UI.buildAgain);
    expect(a.choose).toBe(ALBUM_UI.choose);
    expect(a.starting).toBe(ALBUM_UI.starting);
    expect(a.queued).toBe(ALBUM_UI.queued);
    expect(t('keepsake.album.building', { percent: 42 })).toBe(ALBUM_UI.building(42));
    expect(a.buildingHint).toBe(ALBUM_UI.buildingHint);
    expect(a.ready).toBe(ALBUM_UI.ready);
    expect(a.download).toBe(ALBUM_UI.download);
    expect(a.failed).toBe(ALBUM_UI.failed);
    expect(a.failed).toBe(ALBUM_MSG.buildFailed);
    for (const count of [1, 2, 600]) {
      expect(t('keepsake.album.summary', { count, duration: '5 s' })).toBe(ALBUM_UI.summary(count, '5 s', false));
      expect(t('keepsake.album.summaryAll', { count, duration: '5 s' })).toBe(ALBUM_UI.summary(count, '5 s', true));
      expect(t('keepsake.album.skipped', { count })).toBe(ALBUM_UI.skipped(count));
      expect(t('keepsake.album.chosen', { count })).toBe(ALBUM_UI.chosen(count));
      expect(t('keepsake.album.buildChosen', { count })).toBe(ALBUM_UI.buildChosen(count));
    }
    expect(t('keepsake.album.chosen', { count: 0 })).toBe(ALBUM_UI.chosen(0));
    expect(a.outOfDate).toBe(ALBUM_UI.outOfDate);
    expect(t('keepsake.album.builtAt', { when: '5m ago' })).toBe(ALBUM_UI.builtAt('5m ago'));
    expect(a.pickerTitle).toBe(ALBUM_UI.pickerTitle);
    expect(t('keepsake.album.pickerDescription', { max })).toBe(ALBUM_UI.pickerDescription);
    expect(a.selectAll).toBe(ALBUM_UI.selectAll);
    expect(a.selectNone).toBe(ALBUM_UI.selectNone);
    expect(t('keepsake.album.overLimit', { max })).toBe(ALBUM_UI.overLimit);
    expect(a.pickerLoading).toBe(ALBUM_UI.pickerLoading);
    expect(a.aGuest).toBe(VOICE_UI.aGuest);
    expect(a.loadMore).toBe(ALBUM_UI.loadMore);
    expect(a.cancel).toBe(ALBUM_UI.cancel);
  });

  it('the book card', () => {
    const b = en.book;
    for (const key of ['title', 'description', 'paperLabel', 'paperA4', 'paperLetter', 'download', 'revoke', 'revokeTitle', 'revokeDescription', 'revokeConfirm', 'revoked', 'revokeFailed'] as const) {
      expect(b[key], key).toBe(BOOK_UI[key]);
    }
  });

  it('the QR code and the table cards', () => {
    const q = en.pageQr;
    expect(q.title).toBe(TABLE_CARDS_UI.pageQrTitle);
    expect(q.description).toBe(TABLE_CARDS_UI.pageQrDescription);
    expect(q.alt).toBe(TABLE_CARDS_UI.pageQrAlt);
    expect(q.loading).toBe(TABLE_CARDS_UI.pageQrLoading);
    expect(q.failed).toBe(TABLE_CARDS_UI.pageQrFailed);
    expect(q.linkLabel).toBe(TABLE_CARDS_UI.pageLinkLabel);
    expect(q.copyLink).toBe(TABLE_CARDS_UI.copyPageLink);
    expect(q.downloadPng).toBe(TABLE_CARDS_UI.downloadPng);
    expect(q.downloaded).toBe(TABLE_CARDS_UI.pageQrDownloaded);

    const c = en.tableCards;
    expect(c.title).toBe(TABLE_CARDS_UI.tableCardsTitle);
    expect(c.description).toBe(TABLE_CARDS_UI.tableCardsDescription);
    expect(c.pageCards).toBe(TABLE_CARDS_UI.pageCards);
    expect(c.galleryCards).toBe(TABLE_CARDS_UI.galleryCards);
    expect(c.a4Four).toBe(TABLE_CARDS_UI.a4Four);
    expect(c.a5Sign).toBe(TABLE_CARDS_UI.a5Sign);
    expect(t('keepsake.tableCards.downloadLabel', { layout: c.a4Four, target: c.pageInLabel })).toBe(TABLE_CARDS_UI.downloadLabel(c.a4Four, c.pageCards));
    expect(t('keepsake.tableCards.downloadLabel', { layout: c.a5Sign, target: c.galleryInLabel })).toBe(TABLE_CARDS_UI.downloadLabel(c.a5Sign, c.galleryCards));
    expect(c.downloadHint).toBe(TABLE_CARDS_UI.downloadHint);
    expect(c.downloaded).toBe(TABLE_CARDS_UI.downloaded);
    expect(c.printA4Four).toBe(TABLE_CARDS_UI.printAdvice['a4-four']);
    expect(c.printA5Sign).toBe(TABLE_CARDS_UI.printAdvice['a5-sign']);
    expect(c.downloadFailed).toBe(TABLE_CARDS_UI.downloadFailed);
    expect(c.downloadFailedDetail).toBe(TABLE_CARDS_UI.downloadFailedDetail);
  });

  it("the printed cards' words (cards.json)", () => {
    expect(cards.instructions).toEqual(TABLE_CARD_INSTRUCTIONS);
  });

  it('the co-hosts card, the page switcher and the invitation page', () => {
    const c = en.coHosts;
    expect(c.title).toBe(CO_HOST_UI.title);
    expect(c.description).toBe(CO_HOST_UI.description);
    expect(c.loadFailed).toBe(CO_HOST_CONFIRM.loadFailed);
    expect(c.emailLabel).toBe(CO_HOST_UI.emailLabel);
    expect(c.invite).toBe(CO_HOST_UI.invite);
    expect(c.inviting).toBe(CO_HOST_UI.inviting);
    expect(t('keepsake.coHosts.invited', { email: 'a@b.example' })).toBe(CO_HOST_UI.invited('a@b.example'));
    expect(c.inviteFailed).toBe(CO_HOST_CONFIRM.inviteFailed);
    expect(c.owner).toBe(CO_HOST_UI.owner);
    expect(c.coHost).toBe(CO_HOST_UI.coHost);
    expect(c.you).toBe(CO_HOST_UI.you);
    expect(c.pending).toBe(CO_HOST_UI.pending);
    expect(t('keepsake.coHosts.expires', { date: '3 Jun' })).toBe(CO_HOST_UI.expires('3 Jun'));
    expect(c.remove).toBe(CO_HOST_UI.remove);
    expect(t('keepsake.coHosts.removeLabel', { name: 'Ada' })).toBe(CO_HOST_UI.removeLabel('Ada'));
    expect(t('keepsake.coHosts.removeTitle', { name: 'Ada' })).toBe(CO_HOST_CONFIRM.removeTitle('Ada'));
    expect(c.removeDescription).toBe(CO_HOST_CONFIRM.removeDescription);
    expect(c.removeListenLinks).toBe(CO_HOST_CONFIRM.removeListenLinks);
    expect(c.removed).toBe(CO_HOST_UI.removed);
    expect(c.withdraw).toBe(CO_HOST_UI.withdraw);
    expect(t('keepsake.coHosts.withdrawLabel', { email: 'a@b.example' })).toBe(CO_HOST_UI.withdrawLabel('a@b.example'));
    expect(c.withdrawn).toBe(CO_HOST_UI.withdrawn);
    expect(c.leave).toBe(CO_HOST_UI.leave);
    expect(c.leaveTitle).toBe(CO_HOST_CONFIRM.leaveTitle);
    expect(c.leaveDescription).toBe(CO_HOST_CONFIRM.leaveDescription);
    expect(c.left).toBe(CO_HOST_UI.left);
    expect(c.noCoHosts).toBe(CO_HOST_UI.noCoHosts);
    expect(c.coHostNote).toBe(CO_HOST_UI.coHostNote);
    expect(c.error).toBe(CO_HOST_CONFIRM.error);
    expect(c.changeFailed).toBe(CO_HOST_CONFIRM.changeFailed);

    expect(en.switcher).toEqual({ label: CO_HOST_UI.switcherLabel, yourPage: CO_HOST_UI.yourPage, coHosting: CO_HOST_UI.coHosting, createOwn: CO_HOST_UI.createOwnPage });

    const i = en.invitation;
    expect(i.title).toBe(CO_HOST_UI.inviteTitle);
    expect(t('keepsake.invitation.lead', { inviter: 'Ada', displayName: 'Ada & Charles' })).toBe(CO_HOST_UI.inviteLead('Ada', 'Ada & Charles'));
    expect(t('keepsake.invitation.for', { email: 'a@b.example' })).toBe(CO_HOST_UI.inviteFor('a@b.example'));
    expect(i.notFound).toBe(CO_HOST_MSG.invitationNotFound);
    expect(i.expired).toBe(CO_HOST_MSG.invitationExpired);
    expect(i.used).toBe(CO_HOST_MSG.invitationUsed);
    expect(i.accept).toBe(CO_HOST_UI.accept);
    expect(i.accepting).toBe(CO_HOST_UI.accepting);
    expect(t('keepsake.invitation.accepted', { displayName: 'Ada & Charles' })).toBe(CO_HOST_UI.accepted('Ada & Charles'));
    expect(i.signInToAccept).toBe(CO_HOST_UI.signInToAccept);
    expect(i.signUpToAccept).toBe(CO_HOST_UI.signUpToAccept);
  });
});
