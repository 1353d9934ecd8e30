import { describe, expect, it } from 'vitest';
import { MSG } from '../api.texts.js';
import { formatCalendarDate } from '../calendar-date.js';
import { CAPSULE_UI } from '../capsule.texts.js';
import { GREETING_LIMITS, GREETING_UI } from '../greeting.texts.js';
import { PROFILE_UI } from '../profile.texts.js';
import { UI } from '../ui.texts.js';
import type { AppCatalogue } from './app-i18n.js';
import enEditor from './en/editor.json' with { type: 'json' };
import { translator } from './translator.js';

/**
 * The editor area's English (issue 25) says exactly what the spec's constants in src/shared/*.texts.ts say: the
 * tests and the server still read those, and English must not drift from them. A constant that is a function is
 * compared through the catalogue's t() with the same values.
 */
const t = translator<Pick<AppCatalogue, 'editor'>>('en', { editor: enEditor });

describe('the editor catalogue in English', () => {
  it.each<[string, string]>([
    [PROFILE_UI.eventDateHint, t('editor.form.eventDateHint')],
    [PROFILE_UI.invalidFile, t('editor.shared.invalidFile')],
    [PROFILE_UI.selectImage, t('editor.shared.selectImage')],
    [PROFILE_UI.selectImageOrVideo, t('editor.background.selectImageOrVideo')],
    [PROFILE_UI.fileTooLarge, t('editor.shared.fileTooLarge')],
    [PROFILE_UI.imageTooLarge, t('editor.shared.imageTooLarge')],
    [PROFILE_UI.videoTooLarge, t('editor.background.videoTooLarge')],
    [PROFILE_UI.pictureHint, t('editor.shared.pictureHint')],
    [PROFILE_UI.backgroundHint, t('editor.shared.backgroundHint')],
    [PROFILE_UI.error, t('editor.shared.error')],
    [PROFILE_UI.profileUpdateFailed, t('editor.form.updateFailed')],
    [PROFILE_UI.editUpdateFailed, t('editor.edit.updateFailed')],
    [PROFILE_UI.uploadError, t('editor.shared.uploadError')],
    [PROFILE_UI.pictureUploadFailed, t('editor.shared.pictureUploadFailed')],
    [PROFILE_UI.backgroundUpdateFailed, t('editor.background.updateFailed')],
    [PROFILE_UI.backgroundUploadFailed, t('editor.shared.backgroundUploadFailed')],
    [PROFILE_UI.uploadFailed, t('editor.edit.uploadFailed')],
    [PROFILE_UI.profileUpdated, t('editor.form.updated')],
    [PROFILE_UI.profileUpdatedOk, t('editor.edit.updated')],
    [PROFILE_UI.pictureUpdated, t('editor.picture.updated')],
    [PROFILE_UI.backgroundUpdated, t('editor.background.updated')],
    [PROFILE_UI.uploadSuccessful, t('editor.background.uploadSuccessful')],
    [PROFILE_UI.linkAdded, t('editor.links.added')],
    [PROFILE_UI.linkRemoved, t('editor.links.removed')],
    [PROFILE_UI.yourLinks(3), t('editor.links.yourLinks', { n: 3 })],
    [PROFILE_UI.noLinks, t('editor.links.none')],
    [PROFILE_UI.earthyWedding, t('editor.background.earthyWedding')],
    [PROFILE_UI.recordSpecialShort, t('editor.edit.recordShort')],
    [PROFILE_UI.viewFullProfile, t('editor.shared.viewFullProfile')],
    [PROFILE_UI.refreshPreview, t('editor.edit.refreshPreview')],
    [PROFILE_UI.updateBackground, t('editor.shared.updateBackground')],
    [PROFILE_UI.updateProfilePicture, t('editor.shared.updateProfilePicture')],
    [PROFILE_UI.hiddenFromGuests, t('editor.notice.hiddenTitle')],
    [PROFILE_UI.hiddenFromGuestsDetail, t('editor.notice.hiddenDetail')],
    [PROFILE_UI.openProfileSettings, t('editor.notice.openSettings')],
    [PROFILE_UI.suspendedTitle, t('editor.notice.suspendedTitle')],
    [PROFILE_UI.suspendedDetail, t('editor.notice.suspendedDetail')],
    [PROFILE_UI.suspendedReason, t('editor.notice.suspendedReason')],
    [PROFILE_UI.suspendedSwitch, t('editor.form.suspendedSwitch')],
    [PROFILE_UI.editProfile, t('editor.shared.editProfile')],
    [UI.pageLoginRequired, t('editor.shared.loginRequired')],
    [UI.settingsLoginRequired, t('editor.settings.loginRequired')],
    [UI.registerOnLoginPage, t('editor.settings.registerNote')],
    [UI.creatingProfile, t('editor.onboarding.creating')],
    [UI.profileCreated, t('editor.onboarding.created')],
    [UI.profileCreateFailed, t('editor.onboarding.createFailed')],
    [MSG.genericFailure, t('editor.onboarding.genericFailure')],
    [CAPSULE_UI.fieldLabel, t('editor.capsule.fieldLabel')],
    [CAPSULE_UI.fieldHint, t('editor.capsule.fieldHint')],
    [CAPSULE_UI.bannerTitle('2027-06-14'), t('editor.capsule.sealedUntil', { date: formatCalendarDate('2027-06-14') })],
    [CAPSULE_UI.disabledReason('2027-06-14'), t('editor.capsule.sealedUntil', { date: formatCalendarDate('2027-06-14') })],
    [CAPSULE_UI.bannerCounts(1), t('editor.capsule.waiting', { count: 1 })],
    [CAPSULE_UI.bannerCounts(7), t('editor.capsule.waiting', { count: 7 })],
    [GREETING_UI.promptsTitle, t('editor.prompts.title')],
    [GREETING_UI.promptsDescription, t('editor.prompts.description', { max: GREETING_LIMITS.promptsMax })],
    [GREETING_UI.promptLabel(2), t('editor.prompts.label', { n: 2 })],
    [GREETING_UI.promptPlaceholder, t('editor.prompts.placeholder')],
    [GREETING_UI.addPrompt, t('editor.prompts.add')],
    [GREETING_UI.removePrompt(2), t('editor.prompts.remove', { n: 2 })],
    [GREETING_UI.promptsFull, t('editor.prompts.full', { max: GREETING_LIMITS.promptsMax })],
    [GREETING_UI.noPrompts, t('editor.prompts.none')],
    [GREETING_UI.savePrompts, t('editor.prompts.save')],
    [GREETING_UI.savingPrompts, t('editor.prompts.saving')],
    [GREETING_UI.promptsSaved, t('editor.prompts.saved')],
    [GREETING_UI.promptsFailed, t('editor.prompts.failed')],
    // One character left reads 'character' in the catalogue; every other count is the constant's text.
    [GREETING_UI.charactersLeft(140), t('editor.prompts.charactersLeft', { count: 140 })],
    [GREETING_UI.charactersLeft(0), t('editor.prompts.charactersLeft', { count: 0 })],
  ])('%s', (constant, catalogue) => {
    expect(catalogue).toBe(constant);
  });
});
