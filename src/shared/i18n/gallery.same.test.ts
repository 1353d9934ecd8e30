import { describe, expect, it } from 'vitest';
import { MSG } from '../api.texts.js';
import { GALLERY_MSG, GALLERY_UI } from '../gallery.texts.js';
import { PROFILE_UI } from '../profile.texts.js';
import { UI } from '../ui.texts.js';
import { RELATIVE_TIME } from '../voice.texts.js';
import en from './en/gallery.json' with { type: 'json' };
import { translator } from './translator.js';

/**
 * The gallery's English catalogue says exactly what the spec's constants say (issue 25): the tests, the server and
 * the dashboard still read those constants, so the screens must not drift from them.
 */
describe('en/gallery.json says the spec’s English texts byte for byte', () => {
  const t = translator('en', { gallery: en });

  it('the guest gallery page and its not-found screen', () => {
    expect(en.page.heading).toBe(UI.galleryHeading);
    expect(en.page.notFound).toBe(UI.galleryNotFound);
    expect(en.page.notFoundDetail).toBe(UI.galleryNotFoundDetail);
    expect(en.page.goHome).toBe(UI.goHome);
    expect(en.page.loading).toBe(UI.loading);
    expect(en.page.loadFailed).toBe(MSG.genericFailure);
    expect(en.page.downloadAll).toBe(GALLERY_UI.downloadAll);
    expect(en.page.downloadStarted).toBe(GALLERY_UI.downloadStarted);
    expect(en.page.downloadFailed).toBe(GALLERY_UI.downloadFailed);
    expect(en.page.downloadFailedDetail).toBe(GALLERY_UI.downloadFailedDetail);
  });

  it('the password gate', () => {
    expect(en.gate.passwordRequired).toBe(GALLERY_MSG.passwordRequired);
    expect(en.gate.incorrectPassword).toBe(GALLERY_UI.incorrectPassword);
    expect(en.gate.incorrectPasswordDetail).toBe(GALLERY_UI.incorrectPasswordDetail);
    expect(en.gate.accessGranted).toBe(GALLERY_UI.accessGranted);
    expect(en.gate.accessGrantedDetail).toBe(GALLERY_UI.accessGrantedDetail);
  });

  it('the upload dialog', () => {
    expect(en.upload.invalidFileType).toBe(GALLERY_UI.invalidFileType);
    expect(en.upload.invalidFileTypeDetail).toBe(GALLERY_UI.invalidFileTypeDetail('{{file}}'));
    expect(en.upload.successful).toBe(GALLERY_UI.uploadSuccessful);
    expect(en.upload.failedTitle).toBe(GALLERY_UI.uploadFailed);
    expect(en.upload.failedDetail).toBe(GALLERY_UI.uploadFailedDetail);
    // What the dialog said before its words moved to the catalogue.
    expect(t('gallery.upload.send', { count: 1, number: '1' })).toBe('Upload 1 file');
    expect(t('gallery.upload.send', { count: 12, number: '12' })).toBe('Upload 12 files');
    expect(t('gallery.upload.added', { count: 2, number: '2' })).toBe('2 files added to the gallery.');
  });

  it('the host’s moderation page', () => {
    const m = en.moderation;
    expect(m.title).toBe(GALLERY_UI.moderationTitle);
    expect(m.description).toBe(GALLERY_UI.moderationDescription);
    expect(m.loginRequired).toBe(UI.pageLoginRequired);
    expect(m.viewGallery).toBe(GALLERY_UI.viewGallery);
    expect(m.loadFailed).toBe(MSG.genericFailure);
    expect(m.loading).toBe(UI.loading);
    expect(m.noUploadsYet).toBe(GALLERY_UI.noUploadsYet);
    expect(m.anonymousUploader).toBe(GALLERY_UI.anonymousUploader);
    expect(m.deleteMedia).toBe(GALLERY_UI.deleteMedia('{{name}}'));
    expect(m.deleteTitle).toBe(GALLERY_UI.deleteMediaTitle);
    expect(m.deleteConfirm).toBe(GALLERY_UI.deleteMediaConfirm);
    expect(m.delete).toBe(GALLERY_UI.delete);
    expect(m.deleted).toBe(GALLERY_UI.mediaDeleted);
    expect(m.error).toBe(PROFILE_UI.error);
    expect(m.deleteFailed).toBe(GALLERY_UI.mediaDeleteFailed);
    for (const n of [0, 1, 2, 1234]) {
      expect(t('gallery.moderation.mediaCount', { count: n, number: n.toLocaleString('en') })).toBe(GALLERY_UI.mediaCount(n));
    }
  });
});
