/** Business constants and limits from docs/product-spec.md (section 9) and the decision records. One place, both sides. */
export const LIMITS = {
  voiceMessageSeconds: 60,
  voiceReplySeconds: 120,
  /**
   * What a recording may run past its limit, as measured by decoding: a recorder stopped by its timer at 60 s writes a
   * few frames more. A 61 s file is refused (docs/decisions/019).
   */
  durationToleranceSeconds: 0.5,
  voiceUploadBytes: 8 * 1024 * 1024,
  /** GET /api/voice-messages paging (the dashboard shows dashboardMessages). */
  voiceMessagesPageDefault: 50,
  voiceMessagesPageMax: 100,
  /**
   * Recordings never claimed by a message or reply are swept after this long: plenty for a guest to press Send, and
   * short, so that uploads nobody sends cannot pile up (docs/decisions/019).
   */
  unclaimedRecordingMinutes: 60,
  dashboardMessages: 10,
  /** GET /api/email-subscribers paging and search (docs/decisions/009). */
  subscribersPageDefault: 50,
  subscribersPageMax: 200,
  subscriberSearchMax: 100,
  /** A browser's visits to one public page count once per this many minutes (docs/decisions/009). */
  pageViewWindowMinutes: 30,
  usernameMin: 3,
  usernameMax: 20,
  displayNameMax: 50,
  bioMax: 160,
  descriptionMax: 500,
  senderNameMax: 100,
  passwordMin: 8,
  passwordMax: 200,
  imageBytes: 10 * 1024 * 1024,
  /**
   * A guest's photo with their message (docs/decisions/082): what may arrive (a phone's original, when the browser
   * could not make it smaller), and the long side of the JPEG that is kept (the browser shrinks to the same).
   */
  messagePhotoBytes: 15 * 1024 * 1024,
  messagePhotoPx: 1600,
  backgroundVideoBytes: 50 * 1024 * 1024,
  socialLinksShown: 5,
  customLinksShown: 8,
  altSocialLinksShown: 4,
  altCustomLinksShown: 2,
  linkTitleMax: 100,
  urlMax: 2048,
  overlayOpacity: 0.4,
  /** Lifetimes of mailed links and of a third-party sign-in attempt (docs/decisions/006). */
  emailVerificationHours: 48,
  passwordResetMinutes: 60,
  oauthStateMinutes: 10,
  /** At most one verification or reset mail per account in this many seconds (mail-bombing guard). */
  authMailIntervalSeconds: 60,
} as const;

export const TIMING = {
  dashboardStatsRefreshMs: 60_000,
  editPreviewRefreshMs: 2000,
  publicPageRefreshMs: 5000,
  logoutRedirectMs: 100,
  adminLoginRedirectMs: 100,
  copiedIndicatorMs: 2000,
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1_000_000,
} as const;

/** docs/product-spec.md, section 5: the bio is a 4-row text area wherever it is edited. */
export const BIO_ROWS = 4;

export const DEFAULT_OVERLAY_COLOR = '#000000';
export const DEFAULT_TEXT_THEME = 'white';
export const TEST_ADMIN_ID = 'test-admin-id';

export const PRESET_COLORS = [
  '#000000', '#1f2937', '#374151', '#4b5563', '#ef4444', '#f97316',
  '#eab308', '#22c55e', '#3b82f6', '#8b5cf6', '#ec4899', '#06b6d4',
] as const;
export const EARTHY_COLORS = ['#8B4513', '#A0522D', '#CD853F', '#D2B48C', '#F5DEB3', '#DEB887'] as const;

/** Paths a username may not take, because the app's own routes live there. */
export const RESERVED_USERNAMES = new Set([
  'admin', 'admin_login', 'adminlogin', 'master_admin', 'masteradmin', 'auth', 'api', 'admin_api', 'g', 'r',
  'edit', 'onboarding', 'preview2', 'preview', 'objects', 'uploads', 'assets', 'static', 'public', 'login',
  'logout', 'register', 'signup', 'signin', 'settings', 'dashboard', 'help', 'support', 'about', 'privacy',
  'terms', 'root', 'system', 'voxbook', 'www', 'mail', 'favicon', 'robots', 'sitemap', 'index', 'null',
  'undefined', 'health', 'healthz', 'status', 'recorder', 'workers', 'gallery', 'invite', 'forget',
]);
