import type { Writable } from 'node:stream';
import type { AppDeps } from '../../deps.js';
import { zipArchive } from '../../storage/zip-writer.js';
import { type GalleryViewer, requireOpenGallery } from './gallery-access.js';
import { galleryFileName } from './gallery-file-names.js';
import { listAllMediaForZip } from './gallery.repository.js';

export interface GalleryZip {
  fileName: string;
  /** Exact byte length, known up front: every entry is stored with its recorded size. */
  size: number | null;
  /** Writes the archive to the response (local files through reused buffers; see storage/zip-writer.ts). */
  writeTo(out: Writable): Promise<void>;
}

/** Characters that break file names on common systems, and control characters. */
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

/** Archive names: the guest's file name made safe, ending in the stored type's extension, unique ' (2)'. */
export function zipNames(items: { originalFileName: string; objectKey: string }[]): string[] {
  const taken = new Set<string>();
  return items.map(({ originalFileName, objectKey }) => {
    const name = galleryFileName(originalFileName.replace(UNSAFE, '_'), objectKey);
    const dot = name.lastIndexOf('.');
    const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    // Case-insensitive, because unzipping on macOS or Windows would otherwise overwrite one with the other.
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * The whole gallery as a ZIP, written to the response. Entries are opened one at a time as the archive reaches
 * them, and read with backpressure, so memory stays flat whatever the gallery's size. Photos and videos are
 * already compressed: storing them saves CPU and loses nothing. Past 4 GB the archive switches to ZIP64.
 */
export async function galleryZip(deps: AppDeps, slug: string, viewer: GalleryViewer): Promise<GalleryZip> {
  const row = await requireOpenGallery(deps, slug, viewer);
  const items = await listAllMediaForZip(deps.db, row.id);
  const names = zipNames(items);
  const zip = zipArchive(
    items.map((item, i) => ({
      name: names[i]!,
      mtime: new Date(item.uploadedAt),
      size: item.size,
      crc32: item.crc32 ?? undefined,
      open: () => deps.store.get(item.objectKey),
      file: deps.store.localFile?.(item.objectKey),
    })),
  );
  return { fileName: `${row.gallerySlug}-gallery.zip`, size: zip.size, writeTo: zip.writeTo };
}
