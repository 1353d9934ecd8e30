import { albumSavedName } from '../../../shared/album.texts.js';
import { safeFileName } from '../../lib/safe-file-name.js';

/** File systems count bytes; 200 leaves room below every one's 255 for a browser's ' (1)'. */
const NAME_BYTES = 200;

/** The album's name when saved: `Emma & James — Voxbook album.m4a`. */
export const albumFileName = (displayName: string, ext: string) =>
  safeFileName(albumSavedName(safeFileName(displayName, { maxBytes: NAME_BYTES, fallback: 'My' }), ext), { maxBytes: NAME_BYTES, fallback: 'album' });

/**
 * `Content-Disposition: attachment` for a unicode name (RFC 6266): an ASCII fallback for old clients, the name itself
 * as RFC 5987 UTF-8 for every browser since 2011.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
