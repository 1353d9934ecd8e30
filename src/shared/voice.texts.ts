import { MSG } from './api.texts.js';
import { UI } from './ui.texts.js';

/** Texts of the recorder, the record modal, the host's inbox and the reply dialog (spec sections 2, 5, 8), written once. */
export const VOICE_UI = {
  // Recorder states (spec section 4).
  readyToRecord: 'Ready to record',
  recording: 'Recording your message…',
  processing: 'Processing…',
  uploading: 'Uploading…',
  waitingForNetwork: 'Waiting for the network… Your recording is saved on this device.',
  retrying: 'Upload interrupted. Trying again…',
  recorded: 'Your recording',
  startRecording: 'Start recording',
  stopRecording: 'Stop recording',
  reRecord: 'Re-record',
  tryAgain: 'Try again',
  maxReached: 'Maximum length reached',
  micFailed: 'Microphone access failed. Please allow microphone access to record a message.',
  uploadFailed: 'Failed to upload audio. Please try again.',
  recordingUnsupported: 'Recording is not supported in this browser.',
  uploadingPercent: (percent: number) => `Uploading… ${percent}%`,
  countdown: (n: number) => `Start speaking in ${n}…`,
  speakNow: 'Speak now',
  interrupted: 'Recording stopped. What you said so far is kept.',
  waitingForMicrophone: 'Allow the microphone when your browser asks.',

  // What went wrong with the microphone, and what to do (issue 18).
  noMicrophone: 'No microphone was found on this device.',
  microphoneBusy: 'Another app is using the microphone. Close it (a call, a voice memo) and try again.',
  cannotRecordHere: 'This browser cannot record here.',
  recordingEmpty: 'Nothing was recorded. Please try again.',
  helpIos: 'On iPhone: tap aA in the address bar, then Website Settings, then Microphone: Allow. Then try again.',
  helpAndroid: 'On Android: tap the lock icon next to the address, then Permissions, then Microphone: Allow. Then try again.',
  helpInApp: (app: string) => `${app} may not let this page use the microphone. Open it in your browser and record there.`,
  helpOther: "Allow the microphone in your browser's address bar, then try again.",
  orUsePhoneRecorder: "Or use your phone's own recorder:",
  phoneRecorder: "Record with your phone's recorder",
  phoneRecorderHint: 'Record a voice memo, then choose it here (up to 60 seconds).',
  fileNotAudio: 'Please choose an audio recording.',
  fileTooLong: (max: number) => `This recording is longer than ${max} seconds. Please choose a shorter one.`,
  fileTooLarge: 'This recording is too large. Please choose a shorter one.',
  previewUnavailable: 'This browser cannot play this recording, but it will be sent as it is.',
  recorderLoadFailed: 'The recorder could not load. Check your connection and try again.',

  // In-app browsers (Instagram, TikTok, ...): their webviews often refuse the microphone.
  inAppBanner: 'For the best recording, open this page in your browser',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  openInBrowser: 'Open in browser',
  openInChrome: 'Open in Chrome',
  openInSafari: 'Open in Safari',
  dismiss: 'Dismiss',

  // Public record modal (spec sections 2 and 5).
  recordLabel: 'Record your message (≤60s)',
  modalTitle: 'Leave a Voice Message',
  stepRecord: 'Record',
  stepInfo: 'Your details',
  continue: 'Continue',
  back: 'Back',
  send: 'Send',
  sending: 'Sending…',
  emailLabel: 'Email',
  emailPlaceholder: 'you@example.com',
  nameLabel: 'Name (optional)',
  namePlaceholder: 'Your name',
  newsletterLabel: 'Keep me updated by email',
  sentTitle: 'Message sent!',
  sentDetail: 'Your voice message has been sent successfully.',
  errorTitle: 'Error',
  sendFailedFallback: 'Failed to send message. Please try again.',
  missingInfo: 'Missing information',
  missingInfoDetail: 'Please record a message and enter your email.',
  sendVoiceMessage: UI.sampleSendVoice,

  // Unsent recordings kept in the browser.
  unsentTitle: 'You have an unsent message',
  unsentDetail: 'Your recording is saved on this device and has not been sent yet.',
  unsentPartialDetail: 'Your recording was interrupted. What you said is saved on this device and has not been sent yet.',
  unsentSend: 'Send',
  unsentDiscard: 'Discard',
  sendingInBackground: 'Sending your message… You can close this window; it is saved on this device.',

  // Host inbox (spec sections 2, 4, 8).
  recentMessages: 'Recent Voice Messages',
  allMessages: 'All messages',
  viewAll: 'View all messages',
  downloadAll: 'Download all',
  downloadFailed: 'Download failed',
  downloadFailedDetail: 'There was an error downloading your messages.',
  noMessages: UI.noVoiceMessages,
  aGuest: 'A Guest',
  badgeNew: 'New',
  badgePlayed: 'Played',
  badgeReplied: 'Replied',
  markRead: 'Mark Read',
  play: 'Play',
  pause: 'Pause',
  playFailed: 'This recording could not be played.',
  position: (name: string) => `Position in the message from ${name}`,
  reply: 'Reply',
  delete: 'Delete',
  confirmDelete: 'Are you sure you want to delete this voice message?',
  deleted: 'Message deleted',
  deleteFailed: 'Failed to delete message. Please try again.',
  updateFailed: 'Failed to update message. Please try again.',
  loadMore: 'Load more',
  previousPage: 'Previous',
  nextPage: 'Next',

  // Reply dialog (spec section 2).
  replyTitle: 'Reply with Voice',
  replyTo: 'Replying to',
  cancel: 'Cancel',
  sendReply: 'Send Reply',
  replySent: 'Reply sent!',
  replySentDetail: 'Your voice reply has been sent via email.',
  replyFailed: MSG.replyFailed,
  retry: 'Retry',

  // The host's greeting and prompt questions in the record step, and the question in the inbox (issue 24).
  playGreeting: 'Play greeting',
  pauseGreeting: 'Pause greeting',
  greetingFrom: (name: string) => `A greeting from ${name}`,
  greetingPlayFailed: 'The greeting could not be played.',
  promptHeading: 'A question for you',
  anotherQuestion: 'Another question',
  answeredPrompt: 'Question',
} as const;

/** How a guest is named wherever one is shown (inbox, mails, archive, album, book, listen page): 'A Guest' when blank. */
export const guestNameOf = (senderName: string | null | undefined) => senderName?.trim() || VOICE_UI.aGuest;

/** The recorder's relative-time words (spec section 9). */
export const RELATIVE_TIME = {
  justNow: 'Just now',
  yesterday: 'Yesterday',
} as const;
