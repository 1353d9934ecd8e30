/**
 * File names built from what people typed (a guest's name), safe on every file system a host may unzip onto:
 * ext4, APFS, NTFS and FAT on a USB stick. Letters of every script and emoji are kept (NFC, the form Windows and
 * Linux store and macOS reads); only what some system refuses or misreads goes.
 */

/** Path separators and the characters Windows refuses in a name. */
const REFUSED = /[\\/<>:"|?*]/g;
/**
 * Control characters (C0, DEL, C1), the line and paragraph separators, and the bidirectional controls, which can
 * make a name display as something else ("evil\u202Egpj.mp3" shows as "evilpm3.jpg").
 */
const INVISIBLE = /[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/** Names Windows keeps for devices, with or without an extension (CON, con.txt, COM1, LPT¹ .log...). */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(?=\s*(\.|$))/i;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The longest start of `s` that fits `maxBytes` of UTF-8, cut between graphemes (an emoji is kept whole or left out). */
export function truncateUtf8(s: string, maxBytes: number): string {
  if (Buffer.byteLength(s, 'utf8') <= maxBytes) return s;
  let out = '';
  let bytes = 0;
  for (const { segment } of graphemes.segment(s)) {
    const b = Buffer.byteLength(segment, 'utf8');
    if (bytes + b > maxBytes) break;
    out += segment;
    bytes += b;
  }
  return out;
}

/** Windows drops trailing dots and spaces (two names would become one); a leading dot hides a file on Unix. */
const trimEnds = (s: string) => s.replace(/^[.\s]+|[.\s]+$/gu, '');

/**
 * One name (without its extension) made from text people typed: refused and invisible characters become spaces,
 * runs of white space one space, leading and trailing dots and spaces go, at most `maxBytes` of UTF-8, and a
 * Windows device name gets a '_' (CON_, con_.txt). `fallback` when nothing is left.
 */
export function safeFileName(raw: string | null | undefined, opts: { maxBytes: number; fallback: string }): string {
  const cleaned = trimEnds((raw ?? '').normalize('NFC').replace(INVISIBLE, ' ').replace(REFUSED, ' ').replace(/\s+/gu, ' '));
  const name = trimEnds(truncateUtf8(cleaned, opts.maxBytes));
  if (!name) return opts.fallback;
  return WINDOWS_DEVICE.test(name) ? truncateUtf8(name, opts.maxBytes - 1).replace(WINDOWS_DEVICE, '$1_') : name;
}

/**
 * Hands out names unique within one folder: the second 'Anna.mp3' becomes 'Anna (2).mp3'. Compared without case
 * and in NFC, as macOS and Windows compare them: otherwise unzipping there would overwrite one file with another.
 */
export function uniqueNames() {
  const taken = new Set<string>();
  const key = (name: string) => name.normalize('NFC').toLowerCase();
  return (base: string, ext = ''): string => {
    const suffix = ext ? `.${ext}` : '';
    let name = `${base}${suffix}`;
    for (let n = 2; taken.has(key(name)); n++) name = `${base} (${n})${suffix}`;
    taken.add(key(name));
    return name;
  };
}
