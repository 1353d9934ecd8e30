import { describe, expect, it } from 'vitest';
import { MSG } from '../api.texts.js';
import { UI } from '../ui.texts.js';
import en from './en/common.json' with { type: 'json' };

/** The common area's English is the spec's, byte for byte: the same words the tests and the server read (issue 25). */
describe('en/common.json says what the *.texts.ts constants say', () => {
  it('the shared screens and toasts', () => {
    expect(en.loading).toBe(UI.loading);
    expect(en.genericFailure).toBe(MSG.genericFailure);
    expect(en.goHome).toBe(UI.goHome);
    expect(en.notFound.title).toBe(UI.pageNotFound);
    expect(en.notFound.detail).toBe(UI.pageNotFoundDetail);
    expect(en.gate.welcome).toBe(UI.gateWelcome);
    expect(en.gate.settingUp).toBe(UI.gateSettingUp);
    expect(en.copy.copied).toBe(UI.copiedToClipboard);
    expect(en.copy.failed).toBe(UI.copyFailed);
    expect(en.copy.failedDetail).toBe(UI.copyFailedDetail);
    expect(en.logout.title).toBe(UI.loggedOut);
    expect(en.logout.done).toBe(UI.loggedOutOk);
    expect(en.logout.local).toBe(UI.loggedOutLocally);
    expect(en.emailVerified.detail).toBe(MSG.emailVerified);
  });
});
