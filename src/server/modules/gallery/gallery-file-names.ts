/**
 * Bidirectional controls (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI, LRM, RLM, ALM): in a file name they make
 * 'party\u202Egnp.exe' display as 'partyexe.png'.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Other spellings of a stored type's extension that a guest's name may keep as typed ('IMG_0001.JPEG'). */
const SAME_TYPE: Record<string, readonly string[]> = { jpg: ['jpeg', 'jpe'], heic: ['heif'], mp4: ['m4v'], mov: ['qt'] };

const MAX_BASE = 180;

/** The extension of a stored key: the type sniffed from the bytes at upload ('gallery/p/id.jpg' -> 'jpg'). */
const storedExtension = (objectKey: string) => /\.([a-z0-9]{1,8})$/i.exec(objectKey)?.[1]?.toLowerCase() ?? '';

/**
 * The name a gallery file is listed, viewed, downloaded and zipped under (docs/decisions/037): the guest's name
 * without bidirectional controls or leading and trailing dots, ending in the extension of what the file is.
 * 'invoice.html' stored as a PNG is 'invoice.png', so a guest's name never makes a browser or an unzipped folder
 * treat a photo as a page or a script. Applied when an item is stored and again when it is served (older rows).
 */
export function galleryFileName(name: string, objectKey: string): string {
  const ext = storedExtension(objectKey);
  let base = name.replace(BIDI_CONTROLS, '').trim().replace(/^[.\s]+|[.\s]+$/g, '');
  const given = /\.([A-Za-z0-9]{1,8})$/.exec(base);
  if (given) {
    const typed = given[1]!.toLowerCase();
    if (!ext || typed === ext || SAME_TYPE[ext]?.includes(typed)) return base.slice(0, MAX_BASE + given[0].length);
    base = base.slice(0, given.index).replace(/[.\s]+$/, '');
  }
  base = base.slice(0, MAX_BASE) || 'file';
  return ext ? `${base}.${ext}` : base;
}
