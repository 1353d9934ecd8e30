import { BRAND, PRODUCT } from './brand.texts.js';

/** Texts the spec fixes for the web app's screens and toasts, written once. Server texts live in messages.ts. */
export const UI = {
  landingHeadline: `Your Link-in-Bio Voice ${PRODUCT}`,
  landingCredentials: 'Create with email + password. We never touch your credentials.',
  createYourProduct: `Create Your ${PRODUCT}`,
  loginToExisting: 'Login to Existing Account',
  sampleSendVoice: 'Send Voice Message',
  sampleReplyNote: "I'll reply to your email",
  sampleSubtitle: `Wedding ${PRODUCT}`,

  welcomeBack: 'Welcome Back',
  welcome: 'Welcome',
  loginSuccess: 'Welcome back!',
  registerSuccess: `Welcome to ${BRAND}!`,
  loginFailed: 'Login failed',
  fetchUserFailed: 'Failed to fetch user',
  registrationFailed: 'Registration failed',

  loading: 'Loading...',
  gateWelcome: 'Welcome',
  gateSettingUp: 'Setting up your profile...',

  creatingProfile: 'Creating Profile...',
  profileCreated: 'Profile created!',
  profileCreateFailed: 'Error creating profile',

  loggedOut: 'Logged out',
  loggedOutOk: 'You have been successfully logged out.',
  loggedOutLocally: 'You have been logged out locally.',

  dashboardLoginRequired: 'Please log in to access the dashboard.',
  pageLoginRequired: 'Please log in to access this page.',
  settingsLoginRequired: 'Please log in to access your profile settings.',
  registerOnLoginPage: 'New users can register on the login page.',
  noVoiceMessages: 'No voice messages yet',
  noSubscribers: 'No subscribers yet',
  // Email Subscribers screen (issue 5; spec sections 2, 8 and 9).
  notAvailable: 'N/A',
  exportSuccessful: 'Export successful!',
  noDataToExport: 'No data to export',
  noSubscribersDetail: "You don't have any email subscribers yet.",
  exportFailed: 'Export failed',
  exportFailedDetail: 'There was an error exporting your data. Please try again.',
  emailsCopied: 'Emails copied!',
  noEmailsToCopy: 'No emails to copy',
  removeSubscriberConfirm: 'Remove this subscriber? Their email address will be deleted from your list.',
  subscriberRemoved: 'Subscriber removed',
  noLinks: 'No links added yet',
  exportEmails: 'Export Emails',
  copiedToClipboard: 'Copied to clipboard',
  copyFailed: 'Copy failed',
  copyFailedDetail: 'Unable to copy to clipboard. Please copy manually.',

  recordSpecialMessage: 'Record a Special Message',
  savedInProduct: `Your message will be saved in our ${PRODUCT}.`,
  poweredBy: `Powered by ${BRAND}`,
  profileNotFound: 'Profile Not Found',
  profileNotFoundDetail: "The profile you're looking for doesn't exist or has been disabled.",

  galleryHeading: 'Wedding Photo Gallery',
  galleryNotFound: 'Gallery Not Found',
  galleryNotFoundDetail: "This gallery doesn't exist or has been removed.",
  pageNotFound: 'Page not found',
  pageNotFoundDetail: 'There is nothing at this address. Check the link, or start again from the home page.',
  goHome: 'Go home',
} as const;

/** Marketing counters of the landing page (spec sections 1 and 9). */
export const MARKETING_COUNTERS = [
  { value: '10K+', label: 'hosts' },
  { value: '500K+', label: 'voice messages' },
  { value: '2M+', label: 'emails collected' },
] as const;
