import { ALBUM_FILE } from '../../../shared/album.texts.js';

/**
 * A file name every file system takes, unicode kept: no path separators, no characters Windows refuses, no control
 * characters, no leading or trailing dots and spaces, and not too long (bytes are what file systems count).
 */
export function safeFileName(name: string, fallback = 'album'): string {
  let safe = name
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  while (Buffer.byteLength(safe) > 200) safe = [...safe].slice(0, -1).join('').trimEnd();
  return safe || fallback;
}

/** The album's name when saved: `Emma & James — Voxbook album.m4a`. */
export const albumFileName = (displayName: string, ext: string) => safeFileName(ALBUM_FILE.fileName(safeFileName(displayName, 'My'), ext));

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

/** The album's dates as its title gives them: '14 June 2026', or '12–14 June 2026' for a party over several days. */
export function albumDates(first: number, last: number, timeZone: string): string {
  const format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
  return format.formatRange(new Date(first), new Date(Math.max(first, last)));
}
