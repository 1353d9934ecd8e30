import type { Measurement } from '../measure-audio.js';
import { byteFeed, type Counted, type Feed, type Parser } from './byte-feed.js';
import { mp3Frames } from './mp3-frames.js';
import { mp4Aac } from './mp4-aac.js';
import { oggOpus } from './ogg-opus.js';
import { wavPcm } from './wav-pcm.js';
import { webmOpus } from './webm-opus.js';

export type { Counted, Feed };

/** The counter for each stored extension (storage/media-types.ts) whose common recordings are counted in process. */
const COUNTERS: Record<string, () => Parser> = {
  webm: webmOpus,
  ogg: oggOpus,
  mp3: mp3Frames,
  m4a: mp4Aac,
  wav: wavPcm,
};

/**
 * A counter for a recording of this type, fed its bytes as they arrive; undefined for a type only ffmpeg measures
 * (AMR, 3GP, FLAC, raw AAC). Its conclusion is exact (the samples a decoder outputs) or 'unparsed' (decision 070).
 */
export function sampleCounter(ext: string): Feed | undefined {
  const parser = COUNTERS[ext];
  return parser ? byteFeed(parser()) : undefined;
}

/** Counts a whole recording at once (tests, tools). */
export function countSamples(ext: string, bytes: Buffer, chunkBytes = 64 * 1024): Counted {
  const feed = sampleCounter(ext);
  if (!feed) return { status: 'unparsed', reason: `no counter for ${ext}` };
  for (let at = 0; at < bytes.length; at += chunkBytes) feed.push(bytes.subarray(at, at + chunkBytes));
  return feed.end();
}

/** A count as the upload judges it (measure-audio.ts's terms); undefined when the file is left to ffmpeg. */
export function countedLength(counted: Counted, maxSeconds: number): Measurement | undefined {
  if (counted.status !== 'counted') return undefined;
  const seconds = counted.samples / counted.rate;
  return seconds > maxSeconds ? { status: 'too-long' } : { status: 'ok', seconds };
}
