/** Paging of the admin lists (stays fast with 10,000 users: docs/decisions/017). */
export const ADMIN_LIMITS = {
  pageSizeDefault: 50,
  pageSizeMax: 200,
  searchMax: 100,
  detailVoiceMessagesMax: 500,
  /** What an admin may tell a creator whose page they suspend. */
  suspensionReasonMax: 500,
} as const;
