import { UI } from './ui.texts.js';

/** Texts the spec fixes for the settings, background, edit and links screens (spec sections 2, 5, 8). */
export const PROFILE_UI = {
  eventDateHint: 'Optional. Shown on your page under your name; leave it empty to hide it.',
  invalidFile: 'Invalid File',
  selectImage: 'Please select an image file.',
  selectImageOrVideo: 'Please select an image or video file.',
  fileTooLarge: 'File Too Large',
  imageTooLarge: 'Please select an image smaller than 10MB.',
  videoTooLarge: 'Please select a video smaller than 50MB.',
  pictureHint: 'JPG, PNG or GIF. Max 5MB.',
  backgroundHint: 'Images: JPG, PNG, GIF (max 10MB). Videos: MP4, WebM (max 50MB).',

  error: 'Error',
  profileUpdateFailed: 'Failed to update profile. Please try again.',
  editUpdateFailed: 'Failed to update profile',
  uploadError: 'Upload Error',
  pictureUploadFailed: 'Failed to upload profile picture. Please try again.',
  backgroundUpdateFailed: 'Failed to update background. Please try again.',
  backgroundUploadFailed: 'Failed to upload background media. Please try again.',
  uploadFailed: 'Upload failed',

  profileUpdated: 'Profile updated!',
  profileUpdatedOk: 'Profile updated successfully!',
  pictureUpdated: 'Profile Picture Updated',
  backgroundUpdated: 'Background updated!',
  uploadSuccessful: 'Upload successful!',
  linkAdded: 'Link added!',
  linkRemoved: 'Link removed!',

  yourLinks: (n: number) => `Your Links (${n})`,
  noLinks: UI.noLinks,
  earthyWedding: 'Earthy Wedding',
  recordSpecialShort: 'Record a Special...',
  viewFullProfile: 'View Full Profile',
  refreshPreview: 'Refresh Preview',
  updateBackground: 'Update Background',
  updateProfilePicture: 'Update Profile Picture',
  sendVoiceMessage: UI.sampleSendVoice,

  // The owner's previews of a hidden page (issue 20).
  hiddenFromGuests: 'Your page is hidden from guests',
  hiddenFromGuestsDetail: `Guests who open it see '${UI.profileNotFound}'. Turn on Profile Status in Profile Settings to make it live.`,
  openProfileSettings: 'Open Profile Settings',
  // A master admin's suspension (issue 21, docs/decisions/039).
  suspendedTitle: 'Your page is suspended',
  suspendedDetail:
    "The platform's administrators have suspended your page, so guests can't open it, leave messages or share photos for now. Your messages are safe, and only the administrators can make the page live again.",
  suspendedReason: 'Their note to you',
  suspendedSwitch: "Suspended by the platform's administrators.",
  editProfile: 'Edit Profile',
} as const;
