import { once } from 'node:events';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { type Ffmpeg, runFfmpeg } from './ffmpeg.js';
import { PLAYABLE_AUDIO } from './playable-copy.js';

/**
 * The album's file (docs/decisions/046): AAC in M4A, mono, at the playable copies' sample rate, with a chapter per
 * message (a QuickTime chapter track and a Nero `chpl` list, both written by ffmpeg's ipod muxer) and its title tags.
 */
export const ALBUM_AUDIO = {
  contentType: 'audio/mp4',
  ext: 'm4a',
  bitrate: '64k',
  sampleRate: PLAYABLE_AUDIO.sampleRate,
  /** Silence between two messages: a breath, long enough to hear that the next guest speaks. */
  gapSeconds: 1.5,
} as const;

const BYTES_PER_SAMPLE = 2;
/** Raw mono 16-bit samples: what each message is decoded to and what the one encoder reads. */
const PCM = ['-f', 's16le', '-ac', '1', '-ar', String(ALBUM_AUDIO.sampleRate)];
const QUIET = ['-hide_banner', '-nostats', '-loglevel', 'error'];
/** A one-minute message decodes in well under a second; this only bounds a decoder that hangs. */
const DECODE_TIMEOUT_MS = 10 * 60_000;

export interface AlbumTrack {
  /** The chapter's name. */
  title: string;
  /** Its length as far as known before decoding, for progress only. */
  expectedSeconds: number;
  /** Lends the track's audio as a file while `use` runs (a stored object is fetched only when the album reaches it). */
  withFile(use: (file: string) => Promise<void>): Promise<void>;
}

export interface AlbumTags {
  title: string;
  artist: string;
  album: string;
}

export interface AlbumChapter {
  title: string;
  startMs: number;
  endMs: number;
}

export interface AlbumBuild {
  tracks: AlbumTrack[];
  tags: AlbumTags;
  /** Where the finished file goes. */
  output: string;
  /** A private folder for the intermediate files. */
  workDir: string;
  signal?: AbortSignal;
  /** How far the build is, 0 to 1, as often as audio reaches the encoder. */
  onProgress?(fraction: number): void;
}

/**
 * Builds the album in two runs of ffmpeg, with memory flat whatever its length:
 * 1. each track is decoded, in turn, to raw samples that flow (with backpressure) into ONE encoder, and the silence
 *    between tracks is written as zero samples. Counting the samples on their way gives every chapter's exact start:
 *    a file list for ffmpeg's concat demuxer would place each file by its header's duration, which for the playable
 *    MP3s is 40-50 ms longer than their audio (the encoder's delay and padding): ~25 s of drift over 500 messages.
 * 2. the chapters and tags are added to the encoded audio without re-encoding, index first (+faststart).
 */
export async function buildAlbumAudio(ffmpeg: Ffmpeg, build: AlbumBuild): Promise<{ durationMs: number; chapters: AlbumChapter[] }> {
  const { tracks, signal } = build;
  if (tracks.length === 0) throw new Error('an album needs at least one track');
  // Stops every ffmpeg of this build: the caller's signal, or one part failing (the others would wait for ever).
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abort, { once: true });
  const bg = { signal: controller.signal, background: true };

  const sampleRate = ALBUM_AUDIO.sampleRate;
  const expectedSamples = tracks.reduce((sum, t) => sum + t.expectedSeconds * sampleRate, 0) + (tracks.length - 1) * ALBUM_AUDIO.gapSeconds * sampleRate;
  let written = 0;
  const pcm = new PassThrough({ highWaterMark: 1 << 20 });
  const samples = new Writable({
    highWaterMark: 1 << 16,
    write(chunk: Buffer, _encoding, done) {
      written += chunk.length;
      build.onProgress?.(Math.min(1, written / BYTES_PER_SAMPLE / Math.max(1, expectedSamples)));
      if (pcm.write(chunk)) done();
      else pcm.once('drain', () => done());
    },
    final(done) {
      pcm.end();
      done();
    },
  });
  // Writes are handled in order, so an empty one's callback runs once everything written before it was counted.
  const counted = () => new Promise<number>((resolve, reject) => samples.write(Buffer.alloc(0), (err) => (err ? reject(err) : resolve(written / BYTES_PER_SAMPLE))));
  const writeSilence = async (count: number) => {
    const block = Buffer.alloc(64 * 1024);
    for (let left = count * BYTES_PER_SAMPLE; left > 0; left -= block.length) {
      if (!samples.write(left >= block.length ? block : block.subarray(0, left))) await once(samples, 'drain', { signal: controller.signal });
    }
  };
  // Nothing waits on a stream nobody reads any more: pending writes fail instead.
  controller.signal.addEventListener('abort', () => (samples.destroy(), pcm.destroy()), { once: true });

  const encoded = path.join(build.workDir, `encoded.${ALBUM_AUDIO.ext}`);
  const encoder = runFfmpeg(ffmpeg.path, [...QUIET, ...PCM, '-i', 'pipe:0', '-c:a', 'aac', '-b:a', ALBUM_AUDIO.bitrate, '-y', encoded], { ...bg, stdin: pcm });
  let encoderFailure: unknown;
  encoder.catch((err: unknown) => {
    encoderFailure = err;
    controller.abort(err);
  });

  const starts: number[] = [];
  let total: number;
  try {
    for (const [i, track] of tracks.entries()) {
      if (i > 0) await writeSilence(Math.round(ALBUM_AUDIO.gapSeconds * sampleRate));
      starts.push(await counted());
      await track.withFile(async (file) => {
        const decode = [...QUIET, '-nostdin', '-threads', '1', '-i', file, '-map', '0:a:0', '-map_metadata', '-1', ...PCM, 'pipe:1'];
        await runFfmpeg(ffmpeg.path, decode, { ...bg, stdout: samples, timeoutMs: DECODE_TIMEOUT_MS });
      });
    }
    total = await counted();
    samples.end();
    await encoder;
  } catch (err) {
    controller.abort(err);
    await encoder.catch(() => undefined);
    // The first cause: the caller's cancelling, or the encoder failing (the decoders were stopped because of it).
    throw signal?.aborted ? (signal.reason ?? err) : (encoderFailure ?? err);
  } finally {
    signal?.removeEventListener('abort', abort);
  }

  const ms = (n: number) => Math.round((n / sampleRate) * 1000);
  const chapters = tracks.map((t, i) => ({ title: t.title, startMs: ms(starts[i]!), endMs: ms(starts[i + 1] ?? total) }));
  const metadata = path.join(build.workDir, 'chapters.txt');
  await writeFile(metadata, ffmetadata(build.tags, chapters));
  await runFfmpeg(
    ffmpeg.path,
    [...QUIET, '-nostdin', '-i', encoded, '-f', 'ffmetadata', '-i', metadata, '-map', '0:a', '-map_metadata', '1', '-map_chapters', '1', '-c', 'copy', '-movflags', '+faststart', '-f', 'ipod', '-y', build.output],
    { signal, background: true },
  );
  // The album is on disk twice until here: the intermediate goes at once (an album may be hundreds of MB).
  await rm(encoded, { force: true });
  return { durationMs: ms(total), chapters };
}

/**
 * ffmpeg's metadata file: tags, then one [CHAPTER] each. '=', ';' and '#' are escaped; a line break becomes a space
 * (a title is one line); a backslash becomes its look-alike '⧵', because ffmpeg 5.1's reader joins a value ending in
 * an escaped backslash with the next line, and would swallow the chapter after it.
 */
export function ffmetadata(tags: AlbumTags, chapters: AlbumChapter[]): string {
  const escape = (s: string) =>
    s
      .replace(/\\/g, '\u29f5')
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/[=;#]/g, (c) => `\\${c}`);
  const lines = [';FFMETADATA1', ...Object.entries(tags).map(([k, v]) => `${k}=${escape(v)}`)];
  for (const c of chapters) lines.push('[CHAPTER]', 'TIMEBASE=1/1000', `START=${c.startMs}`, `END=${c.endMs}`, `title=${escape(c.title)}`);
  return `${lines.join('\n')}\n`;
}
