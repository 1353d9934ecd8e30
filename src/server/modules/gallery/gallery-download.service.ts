import { PassThrough, type Readable } from 'node:stream';
import yazl from 'yazl';
import '../../storage/zip-native-crc.js';
import type { AppDeps } from '../../deps.js';
import { type GalleryViewer, requireOpenGallery } from './gallery-access.js';
import { listAllMediaForZip } from './gallery.repository.js';

export interface GalleryZip {
  fileName: string;
  /** Exact byte length when yazl can compute it up front (it can: every entry is stored with a known size). */
  size: number | null;
  stream: Readable;
}

/** Characters that break file names on common systems, and control characters. */
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

function extOf(key: string): string {
  const m = /\.([a-z0-9]{1,8})$/i.exec(key);
  return m ? `.${m[1]!.toLowerCase()}` : '';
}

/** Archive names: the guest's file name made safe, the stored type's extension when it had none, unique ' (2)'. */
export function zipNames(items: { originalFileName: string; objectKey: string }[]): string[] {
  const taken = new Set<string>();
  return items.map(({ originalFileName, objectKey }) => {
    let name = originalFileName.replace(UNSAFE, '_').replace(/^[.\s]+/, '').trim().slice(0, 180) || 'file';
    if (!/\.[A-Za-z0-9]{1,8}$/.test(name)) name += extOf(objectKey);
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
 * The whole gallery as a ZIP stream. Entries are opened lazily, one at a time, as yazl reaches them,
 * and read with backpressure, so memory stays flat whatever the gallery's size. Photos and videos are
 * already compressed: storing them saves CPU and loses nothing. yazl switches to ZIP64 past 4 GB.
 */
export async function galleryZip(deps: AppDeps, slug: string, viewer: GalleryViewer): Promise<GalleryZip> {
  const row = await requireOpenGallery(deps, slug, viewer);
  const items = await listAllMediaForZip(deps.db, row.id);
  const names = zipNames(items);
  const zip = new yazl.ZipFile();
  const out = new PassThrough();
  // A store failure mid-archive must end the response (the browser sees a failed download), not hang it.
  zip.on('error', (err: Error) => out.destroy(err));
  items.forEach((item, i) => {
    zip.addReadStreamLazy(names[i]!, { compress: false, size: item.size, mtime: new Date(item.uploadedAt) }, (cb) => {
      deps.store.get(item.objectKey).then(
        (stream) => cb(null, stream),
        (err: Error) => cb(err, undefined as never),
      );
    });
  });
  const end = zip.end.bind(zip) as (options: object, sizeCallback: (total: number) => void) => void;
  const size = await new Promise<number>((resolve) => end({}, resolve));
  zip.outputStream.on('error', (err: Error) => out.destroy(err));
  zip.outputStream.pipe(out);
  return { fileName: `${row.gallerySlug}-gallery.zip`, size: size >= 0 ? size : null, stream: out };
}
