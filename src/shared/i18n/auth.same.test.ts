import { describe, expect, it } from 'vitest';
import { MSG } from '../api.texts.js';
import { BRAND } from '../brand.texts.js';
import { UI } from '../ui.texts.js';
import en from './en/auth.json' with { type: 'json' };

/** The auth area's English (landing page, sign-in, password reset) is the spec's, byte for byte (issue 25). */
describe('en/auth.json says what the *.texts.ts constants say', () => {
  it('the landing page', () => {
    expect(en.landing.headline).toBe(UI.landingHeadline);
    expect(en.landing.credentials).toBe(UI.landingCredentials);
    expect(en.landing.createYourGuestbook).toBe(UI.createYourProduct);
    expect(en.landing.loginToExisting).toBe(UI.loginToExisting);
    expect(en.landing.sample.sendVoice).toBe(UI.sampleSendVoice);
    expect(en.landing.sample.replyNote).toBe(UI.sampleReplyNote);
    expect(en.landing.sample.subtitle).toBe(UI.sampleSubtitle);
    expect(en.landing.footer.rights).toBe(`© {{year}} ${BRAND}. All rights reserved.`);
    expect(en.page.asideIntro).toBe(`What ${BRAND} gives you and your guests:`);
  });

  it('sign-in, sign-up and the password reset', () => {
    expect(en.page.welcomeBack).toBe(UI.welcomeBack);
    expect(en.page.welcome).toBe(UI.welcome);
    expect(en.signIn.success).toBe(UI.loginSuccess);
    expect(en.signIn.failed).toBe(UI.loginFailed);
    expect(en.signIn.invalid).toBe(MSG.invalidEmailOrPassword);
    expect(en.signUp.success).toBe(UI.registerSuccess);
    expect(en.signUp.failed).toBe(UI.registrationFailed);
    expect(en.forgot.sent).toBe(MSG.forgotPasswordSent);
    expect(en.reset.invalidLink).toBe(MSG.resetLinkInvalid);
    expect(en.reset.updatedDetail).toBe(MSG.passwordResetDone);
  });
});
