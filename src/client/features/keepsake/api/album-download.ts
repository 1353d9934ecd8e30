/**
 * GET /api/keepsake/album/download: the album file as an attachment. A plain download link: the browser writes it
 * straight to disk with its own progress, where a fetch would hold hundreds of MB in memory as a Blob first.
 */
export const ALBUM_DOWNLOAD_URL = '/api/keepsake/album/download';
