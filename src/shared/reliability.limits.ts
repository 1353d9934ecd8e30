const GB = 1024 * 1024 * 1024;

/** Storage quotas (config.limits defaults): generous, so only a spam burst meets them. */
export const STORAGE_QUOTA_DEFAULTS = {
  profileGalleryBytes: 5 * GB,
  // The largest host we promise to carry (50,000 messages, ~32 s at ~10 KB/s each, and 5,000 replies) stores
  // ~17 GB of recordings; 1 GB, the first default, filled at ~3,000 messages (docs/decisions/014).
  profileVoiceBytes: 32 * GB,
  /** New uploads are refused while the data disk has less than this free. */
  minFreeDiskBytes: 1 * GB,
  /**
   * Recordings nobody has sent yet (they live an hour): what one sender (an address, or a signed-in user) may have
   * waiting, enough for a venue's guests behind one Wi-Fi (150 at ~0.4 MB each), and what all senders together may.
   */
  unclaimedVoiceBytesPerSender: 100 * 1024 * 1024,
  unclaimedVoiceBytes: 2 * GB,
} as const;
