/** Messages for outages and storage quotas (docs/decisions/010), shown by the server and the client alike. */
export const RELIABILITY_MSG = {
  databaseUnavailable: 'The database is not reachable right now. Please try again in a moment.',
  storageUnavailable: 'Media storage is not reachable right now. Please try again in a moment.',
  transcoderUnavailable: 'Voice recordings cannot be processed on this server: ffmpeg was not found.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  diskFull: 'Storage is full. New uploads cannot be saved right now.',
  guestbookFull: 'This guestbook is full and cannot take more uploads.',
} as const;
