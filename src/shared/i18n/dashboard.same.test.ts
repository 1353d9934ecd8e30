import { describe, expect, it } from 'vitest';
import { MSG } from '../api.texts.js';
import { ARCHIVE_UI } from '../archive.texts.js';
import { CAPSULE_UI } from '../capsule.texts.js';
import { GALLERY_UI } from '../gallery.texts.js';
import { GREETING_LIMITS, GREETING_UI } from '../greeting.texts.js';
import { NOTIFY_UI } from '../notifications.texts.js';
import { PROFILE_UI } from '../profile.texts.js';
import { UI } from '../ui.texts.js';
import { VOICE_UI } from '../voice.texts.js';
import en from './en/dashboard.json' with { type: 'json' };
import { translator } from './translator.js';

/**
 * The dashboard's English catalogue says exactly what the spec's constants say (issue 25): the tests, the server and
 * other screens still read those constants, so the dashboard, inbox and subscribers screens must not drift from them.
 * A constant written as a function is called with the catalogue's placeholders.
 */
describe('en/dashboard.json says the spec’s English texts byte for byte', () => {
  const t = translator('en', { dashboard: en });

  it('the dashboard page, top bar and quick actions', () => {
    expect(en.page.loginRequired).toBe(UI.dashboardLoginRequired);
    expect(en.topBar.editProfile).toBe(PROFILE_UI.editProfile);
    expect(en.quickActions.editProfile).toBe(PROFILE_UI.editProfile);
    expect(en.quickActions.exportEmails).toBe(UI.exportEmails);
    expect(en.verifyNudge.sentDetail).toBe(MSG.verificationSent);
    expect(en.verifyNudge.alreadyVerifiedDetail).toBe(MSG.emailAlreadyVerified);
    expect(en.verifyNudge.genericFailure).toBe(MSG.genericFailure);
  });

  it('the gallery QR code and password cards', () => {
    expect(en.galleryQr.generated).toBe(GALLERY_UI.qrGenerated);
    expect(en.galleryQr.generateFailed).toBe(GALLERY_UI.qrGenerateFailed);
    expect(en.galleryQr.downloaded).toBe(GALLERY_UI.qrDownloaded);
    expect(en.galleryQr.downloadFailed).toBe(GALLERY_UI.qrDownloadFailed);
    expect(en.galleryQr.downloadFailedDetail).toBe(GALLERY_UI.qrDownloadFailedDetail);
    expect(en.galleryQr.regenerate).toBe(GALLERY_UI.regenerateQr);
    expect(en.galleryQr.manage).toBe(GALLERY_UI.manageGallery);
    expect(en.galleryPassword.updated).toBe(GALLERY_UI.passwordUpdated);
    expect(en.galleryPassword.updateFailed).toBe(GALLERY_UI.passwordUpdateFailed);
    expect(en.galleryPassword.updateFailedDetail).toBe(GALLERY_UI.passwordUpdateFailedDetail);
  });

  it('the inbox, its rows and the all-messages page', () => {
    expect(en.inbox.listLabel).toBe(VOICE_UI.recentMessages);
    expect(en.inbox.loading).toBe(UI.loading);
    expect(en.inbox.tryAgain).toBe(VOICE_UI.tryAgain);
    expect(t('dashboard.inbox.viewAll', { total: 25 })).toBe(`${VOICE_UI.viewAll} (25)`);
    expect(en.inbox.empty).toBe(VOICE_UI.noMessages);
    expect(en.inbox.aGuest).toBe(VOICE_UI.aGuest);
    expect(en.inbox.badgeNew).toBe(VOICE_UI.badgeNew);
    expect(en.inbox.badgePlayed).toBe(VOICE_UI.badgePlayed);
    expect(en.inbox.badgeReplied).toBe(VOICE_UI.badgeReplied);
    expect(en.inbox.markRead).toBe(VOICE_UI.markRead);
    expect(en.inbox.play).toBe(VOICE_UI.play);
    expect(en.inbox.pause).toBe(VOICE_UI.pause);
    expect(t('dashboard.inbox.playFrom', { name: 'Ada' })).toBe(`${VOICE_UI.play} (Ada)`);
    expect(t('dashboard.inbox.pauseFrom', { name: 'Ada' })).toBe(`${VOICE_UI.pause} (Ada)`);
    expect(en.inbox.reply).toBe(VOICE_UI.reply);
    expect(t('dashboard.inbox.replyTo', { name: 'Ada' })).toBe(`${VOICE_UI.reply} (Ada)`);
    expect(en.inbox.delete).toBe(VOICE_UI.delete);
    expect(t('dashboard.inbox.deleteFrom', { name: 'Ada' })).toBe(`${VOICE_UI.delete} (Ada)`);
    expect(en.inbox.confirmDelete).toBe(VOICE_UI.confirmDelete);
    expect(en.inbox.cancel).toBe(VOICE_UI.cancel);
    expect(en.inbox.deleted).toBe(VOICE_UI.deleted);
    expect(en.inbox.deleteFailed).toBe(VOICE_UI.deleteFailed);
    expect(en.inbox.updateFailed).toBe(VOICE_UI.updateFailed);
    expect(en.inbox.errorTitle).toBe(VOICE_UI.errorTitle);
    expect(en.inbox.playFailed).toBe(VOICE_UI.playFailed);
    expect(en.inbox.position).toBe(VOICE_UI.position('{{name}}'));
    expect(en.inbox.question).toBe(`${VOICE_UI.answeredPrompt}:`);
    expect(t('dashboard.inbox.sealedUntil', { date: 'June 14, 2027' })).toBe(CAPSULE_UI.disabledReason('2027-06-14'));
    expect(en.inbox.sealedNoDay).toBe(CAPSULE_UI.sealedNoDay);
    expect(en.allMessages.title).toBe(VOICE_UI.allMessages);
    expect(en.allMessages.loginRequired).toBe(UI.pageLoginRequired);
    expect(en.allMessages.previous).toBe(VOICE_UI.previousPage);
    expect(en.allMessages.next).toBe(VOICE_UI.nextPage);
  });

  it('Download all', () => {
    expect(en.download.all).toBe(VOICE_UI.downloadAll);
    expect(en.download.preparing).toBe(ARCHIVE_UI.preparing);
    expect(en.download.percent).toBe(ARCHIVE_UI.downloadingPercent('{{percent}}' as never));
    expect(en.download.megabytes).toBe(ARCHIVE_UI.downloadingBytes('{{megabytes}}'));
    expect(en.download.progress).toBe(ARCHIVE_UI.progressLabel);
    expect(en.download.cancel).toBe(ARCHIVE_UI.cancel);
    expect(en.download.saved).toBe(ARCHIVE_UI.saved);
    expect(en.download.savedDetail).toBe(ARCHIVE_UI.savedDetail);
    expect(en.download.handedToBrowser).toBe(ARCHIVE_UI.handedToBrowser);
    expect(en.download.handedToBrowserDetail).toBe(ARCHIVE_UI.handedToBrowserDetail);
    expect(en.download.failed).toBe(VOICE_UI.downloadFailed);
    expect(en.download.failedDetail).toBe(VOICE_UI.downloadFailedDetail);
  });

  it('the reply dialog', () => {
    expect(en.reply.title).toBe(VOICE_UI.replyTitle);
    expect(en.reply.to.startsWith(`${VOICE_UI.replyTo} `)).toBe(true);
    expect(en.reply.cancel).toBe(VOICE_UI.cancel);
    expect(en.reply.send).toBe(VOICE_UI.sendReply);
    expect(en.reply.retry).toBe(VOICE_UI.retry);
    expect(en.reply.sent).toBe(VOICE_UI.replySent);
    expect(en.reply.sentDetail).toBe(VOICE_UI.replySentDetail);
    expect(en.reply.failed).toBe(VOICE_UI.replyFailed);
    expect(en.reply.errorTitle).toBe(VOICE_UI.errorTitle);
  });

  it('the greeting card', () => {
    const seconds = GREETING_LIMITS.greetingSeconds;
    expect(en.greeting.title).toBe(GREETING_UI.greetingTitle);
    expect(t('dashboard.greeting.description', { seconds })).toBe(GREETING_UI.greetingDescription);
    expect(t('dashboard.greeting.recordLabel', { seconds })).toBe(GREETING_UI.greetingRecordLabel);
    expect(en.greeting.file).toBe(GREETING_UI.greetingFile);
    expect(t('dashboard.greeting.fileHint', { seconds })).toBe(GREETING_UI.greetingFileHint);
    expect(en.greeting.current).toBe(GREETING_UI.currentGreeting);
    expect(en.greeting.playerLabel).toBe(GREETING_UI.greetingPlayerLabel);
    expect(en.greeting.save).toBe(GREETING_UI.saveGreeting);
    expect(en.greeting.saving).toBe(GREETING_UI.savingGreeting);
    expect(en.greeting.replace).toBe(GREETING_UI.replaceGreeting);
    expect(en.greeting.remove).toBe(GREETING_UI.removeGreeting);
    expect(en.greeting.confirmRemove).toBe(GREETING_UI.confirmRemoveGreeting);
    expect(en.greeting.cancel).toBe(GREETING_UI.cancel);
    expect(en.greeting.saved).toBe(GREETING_UI.greetingSaved);
    expect(en.greeting.savedDetail).toBe(GREETING_UI.greetingSavedDetail);
    expect(en.greeting.removed).toBe(GREETING_UI.greetingRemoved);
    expect(en.greeting.failed).toBe(GREETING_UI.greetingFailed);
    expect(en.greeting.removeFailed).toBe(GREETING_UI.greetingRemoveFailed);
  });

  it('the new-message mail card', () => {
    expect(en.mailCard.title).toBe(NOTIFY_UI.cardTitle);
    expect(en.mailCard.description).toBe(NOTIFY_UI.cardDescription);
    expect(en.mailCard.groupLabel).toBe(NOTIFY_UI.groupLabel);
    expect(en.mailCard.each).toBe(NOTIFY_UI.choices.each.label);
    expect(en.mailCard.eachHint).toBe(NOTIFY_UI.choices.each.hint);
    expect(en.mailCard.digest).toBe(NOTIFY_UI.choices.digest.label);
    expect(t('dashboard.mailCard.digestHint', { hour: 7, zone: 'America/New York' })).toBe(NOTIFY_UI.choices.digest.hint(7, 'America/New_York'));
    expect(en.mailCard.none).toBe(NOTIFY_UI.choices.none.label);
    expect(en.mailCard.noneHint).toBe(NOTIFY_UI.choices.none.hint);
    expect(en.mailCard.saved).toBe(NOTIFY_UI.saved);
    expect(en.mailCard.error).toBe(NOTIFY_UI.error);
    expect(en.mailCard.saveFailed).toBe(NOTIFY_UI.saveFailed);
    expect(en.mailCard.loadFailed).toBe(NOTIFY_UI.loadFailed);
  });

  it('the subscribers page', () => {
    expect(en.subscribers.loginRequired).toBe(UI.pageLoginRequired);
    expect(en.subscribers.loading).toBe(UI.loading);
    expect(en.subscribers.empty).toBe(UI.noSubscribers);
    expect(en.subscribers.notAvailable).toBe(UI.notAvailable);
    expect(en.subscribers.removeConfirm).toBe(UI.removeSubscriberConfirm);
    expect(en.subscribers.removed).toBe(UI.subscriberRemoved);
    expect(en.subscribers.genericFailure).toBe(MSG.genericFailure);
    expect(en.subscribers.noDataToExport).toBe(UI.noDataToExport);
    expect(en.subscribers.noSubscribersDetail).toBe(UI.noSubscribersDetail);
    expect(en.subscribers.exportSuccessful).toBe(UI.exportSuccessful);
    expect(en.subscribers.exportFailed).toBe(UI.exportFailed);
    expect(en.subscribers.exportFailedDetail).toBe(UI.exportFailedDetail);
    expect(en.subscribers.noEmailsToCopy).toBe(UI.noEmailsToCopy);
    expect(en.subscribers.copyFailed).toBe(UI.copyFailed);
    expect(en.subscribers.copyFailedDetail).toBe(UI.copyFailedDetail);
    expect(en.subscribers.emailsCopied).toBe(UI.emailsCopied);
    // The spec's toast: 'Emails copied! - {n} email addresses copied to clipboard.', whatever n is.
    expect(t('dashboard.subscribers.emailsCopiedDetail', { count: 1 })).toBe('1 email addresses copied to clipboard.');
    expect(t('dashboard.subscribers.emailsCopiedDetail', { count: 3 })).toBe('3 email addresses copied to clipboard.');
  });
});
