import { MSG } from './messages.js';
import { UI } from './ui-texts.js';

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
} as const;

/** The recorder's relative-time words (spec section 9). */
export const RELATIVE_TIME = {
  justNow: 'Just now',
  yesterday: 'Yesterday',
} as const;
