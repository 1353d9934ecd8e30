import { Fields, fullBox, only, path } from './mp4-boxes.js';

/** Priming and padding an edit list may trim: an encoder's delay (1024 or 2048) and the last frame's padding. */
const MAX_TRIM_FRAMES = 3;

/**
 * The length an edit list leaves: leading empty edits (a delay) change nothing; one edit may start past the priming and
 * end before the padding. Undefined when it would trim more than MAX_TRIM_FRAMES frames, or is not that simple.
 */
export function editedLength(trak: Buffer, moov: Buffer, timescale: number, frame: number, total: number): number | undefined {
  const elst = path(trak, 'edts', 'elst');
  if (!elst) return only(trak, 'edts') ? undefined : total;
  const mvhd = only(moov, 'mvhd');
  const eh = fullBox(elst);
  const mh = mvhd && fullBox(mvhd);
  if (!eh || !mh) return undefined;
  const movieTimescale = new Fields(mvhd!, mh.at + (mh.version === 1 ? 16 : 8)).u32();
  const f = new Fields(elst, eh.at);
  const count = f.u32();
  if (!movieTimescale || count === undefined || count > 16) return undefined;
  const edits: { duration: number; start: number }[] = [];
  for (let i = 0; i < count; i++) {
    const duration = eh.version === 1 ? f.u64() : f.u32();
    const start = eh.version === 1 ? f.i64() : f.i32();
    const rate = f.u32();
    if (duration === undefined || start === undefined || rate === undefined) return undefined;
    if (start === -1) {
      if (edits.length > 0) return undefined;
      continue;
    }
    if (rate !== 0x10000) return undefined;
    edits.push({ duration, start });
  }
  if (edits.length === 0) return total;
  if (edits.length !== 1 || edits[0]!.start < 0) return undefined;
  const { duration, start } = edits[0]!;
  let played = total - start;
  if (duration > 0) played = Math.min(played, Math.round((duration * timescale) / movieTimescale));
  if (played <= 0 || total - played > MAX_TRIM_FRAMES * frame) return undefined;
  return played;
}
