/**
 * GET /api/voice-messages/download: every message's audio plus an index CSV as one ZIP, streamed by the server.
 * Used as a plain download link (the reply is an attachment): the browser writes the stream straight to disk,
 * where a fetch would hold the whole archive in memory as a Blob first.
 */
export const DOWNLOAD_ALL_URL = '/api/voice-messages/download';
