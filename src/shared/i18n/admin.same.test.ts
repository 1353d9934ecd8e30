import { describe, expect, it } from 'vitest';
import { ADMIN_UI } from '../admin.texts.js';
import { UI } from '../ui.texts.js';
import { CO_HOST_UI } from '../co-hosts.texts.js';
import { LIMITS } from '../limits.js';
import { VOICE_UI } from '../voice.texts.js';
import en from './en/admin.json' with { type: 'json' };
import { translator } from './translator.js';

/**
 * The admin area's English (issue 25) says exactly what the constants it replaced say: the spec's texts, which the
 * server and the English tests still read from src/shared/*.texts.ts.
 */
describe('admin.json in English is the texts the master admin area showed before', () => {
  const t = translator('en', { admin: en });

  it('sign-in', () => {
    expect(en.login).toMatchObject({
      title: ADMIN_UI.loginTitle,
      subtitle: ADMIN_UI.loginSubtitle,
      continueWithGoogle: ADMIN_UI.continueWithGoogle,
      username: ADMIN_UI.username,
      password: ADMIN_UI.password,
      signIn: ADMIN_UI.signIn,
      signingIn: ADMIN_UI.signingIn,
      testAccess: ADMIN_UI.testAccess,
      welcome: ADMIN_UI.welcomeAdmin,
      failed: ADMIN_UI.loginFailed,
      showPassword: ADMIN_UI.showPassword,
      hidePassword: ADMIN_UI.hidePassword,
    });
    expect(en.login.documentTitle).toBe('Admin Login');
  });

  it('header, sign-out and dashboard', () => {
    expect(en.header).toMatchObject({ superAdmin: ADMIN_UI.superAdmin, testMode: ADMIN_UI.testMode, logout: ADMIN_UI.logout });
    expect(en.logout).toEqual({ title: ADMIN_UI.loggedOut, ok: ADMIN_UI.loggedOutOk, locally: ADMIN_UI.loggedOutLocally });
    expect(en.dashboard).toMatchObject({
      documentTitle: ADMIN_UI.loginTitle,
      title: ADMIN_UI.dashboardTitle,
      testModeNoData: ADMIN_UI.testModeNoData,
      totalUsers: ADMIN_UI.totalUsers,
      voiceMessages: ADMIN_UI.voiceMessages,
      emailSubscribers: ADMIN_UI.emailSubscribers,
      pageViews: ADMIN_UI.pageViews,
      fetchStatsFailed: ADMIN_UI.fetchStatsFailed,
      fetchUsersFailed: ADMIN_UI.fetchUsersFailed,
    });
  });

  it('users table', () => {
    expect(Object.values(en.users.columns)).toEqual([...ADMIN_UI.columns]);
    expect(en.users).toMatchObject({
      title: ADMIN_UI.allUsers,
      searchPlaceholder: ADMIN_UI.searchPlaceholder,
      searchLabel: ADMIN_UI.searchLabel,
      active: ADMIN_UI.active,
      inactive: ADMIN_UI.inactive,
      noProfile: ADMIN_UI.noProfile,
      activate: ADMIN_UI.activate,
      deactivate: ADMIN_UI.deactivate,
      details: ADMIN_UI.viewDetails,
      previous: ADMIN_UI.previous,
      next: ADMIN_UI.next,
      empty: ADMIN_UI.noUsers,
      loading: UI.loading,
      statusUpdated: ADMIN_UI.userStatusUpdated,
      statusUpdateFailed: ADMIN_UI.statusUpdateFailed,
    });
  });

  it('user details, messages and admin actions', () => {
    expect(en.details.loading).toBe(UI.loading);
    expect(en.details.fetchFailed).toBe(ADMIN_UI.fetchUserDetailsFailed);
    expect(en.details.tabs).toEqual({ details: ADMIN_UI.tabDetails, voiceMessages: ADMIN_UI.tabVoiceMessages, actions: ADMIN_UI.tabAdminActions });
    expect(en.details.fields.coHosts).toBe(CO_HOST_UI.title);
    expect(en.details.fields.coHostOf).toBe(ADMIN_UI.coHostOf);
    expect(en.details.stats).toMatchObject({ voiceMessages: ADMIN_UI.voiceMessages, pageViews: ADMIN_UI.pageViews });
    expect(en.messages).toMatchObject({
      empty: ADMIN_UI.noVoiceMessages,
      anonymous: ADMIN_UI.anonymous,
      question: VOICE_UI.answeredPrompt,
    });
    expect(t('admin.messages.play', { sender: 'Ada' })).toBe(ADMIN_UI.playVoiceMessage('Ada'));
    expect(en.actions).toMatchObject({
      profileStatus: ADMIN_UI.profileStatus,
      suspensionNote: ADMIN_UI.suspensionNote,
      suspensionNoteHint: ADMIN_UI.suspensionNoteHint,
      suspendedNote: ADMIN_UI.suspendedNote,
      changeUsername: ADMIN_UI.changeUsername,
      updateUsername: ADMIN_UI.updateUsername,
      usernameUpdated: ADMIN_UI.usernameUpdated,
      usernameUpdateFailed: ADMIN_UI.usernameUpdateFailed,
      resetPassword: ADMIN_UI.resetPassword,
      newPassword: ADMIN_UI.newPassword,
      passwordUpdated: ADMIN_UI.passwordUpdated,
      passwordUpdateFailed: ADMIN_UI.passwordUpdateFailed,
    });
    expect(t('admin.actions.suspendedOn', { date: '{{date}}' })).toBe(ADMIN_UI.suspendedOn('{{date}}'));
    // What the screens wrote inline before.
    expect(t('admin.actions.passwordHint', { count: LIMITS.passwordMin })).toBe(`At least ${LIMITS.passwordMin} characters. The user is signed out everywhere.`);
    expect(t('admin.actions.currentUsername', { username: 'ada' })).toBe('Now @ada');
    expect(t('admin.users.range', { from: 1, to: 50, total: '1,234' })).toBe('1–50 of 1,234');
  });
});
