/**
 * The album's limit (docs/decisions/046): a message is at most 60 s, so 600 messages are at most 10 hours of audio
 * (10 h 15 min with the gaps), ~290 MB of AAC at 64 kbps, and a few minutes of one ffmpeg on one core.
 */
export const ALBUM_LIMITS = { maxMessages: 600, maxHours: 10 } as const;
