import { type Ffmpeg, FfmpegError, runFfmpeg } from './ffmpeg.js';

/** Samples are counted at this rate: low, so decoding writes little (16 KB a second), and exact to 1/8000 s. */
const COUNT_RATE = 8000;
const BYTES_PER_SECOND = COUNT_RATE * 2;

export type Measurement = { status: 'ok'; seconds: number } | { status: 'too-long' } | { status: 'undecodable'; reason: string };

/**
 * A recording's length by decoding it, never by what its header says: the first audio stream is decoded to mono
 * 16-bit PCM and the samples are counted. A header's duration, a Matroska TimecodeScale or an MP3's frame count can be
 * forged; decoded samples cannot. Decoding stops as soon as the count passes `maxSeconds`, so a file that decodes to
 * hours costs no more than one at the limit.
 */
export async function measureAudio(ffmpeg: Ffmpeg, file: string, maxSeconds: number): Promise<Measurement> {
  const limit = maxSeconds * BYTES_PER_SECOND;
  const controller = new AbortController();
  let bytes = 0;
  // One thread: a recording decodes in a fraction of a second, and a burst of uploads runs one ffmpeg per core already.
  const args = ['-v', 'error', '-nostdin', '-threads', '1', '-i', file, '-map', '0:a:0', '-map_metadata', '-1', '-ac', '1', '-ar', String(COUNT_RATE), '-filter_threads', '1', '-f', 's16le', 'pipe:1'];
  try {
    await runFfmpeg(ffmpeg.path, args, {
      signal: controller.signal,
      // Decoding 120 s of any format takes well under a second; a file that takes longer is not a recording.
      timeoutMs: 30_000,
      stdout: (chunk) => {
        bytes += chunk.length;
        if (bytes > limit) controller.abort();
      },
    });
  } catch (err) {
    if (bytes > limit) return { status: 'too-long' };
    return { status: 'undecodable', reason: err instanceof FfmpegError ? err.stderr.split('\n').slice(-3).join(' ') : String(err) };
  }
  if (bytes === 0) return { status: 'undecodable', reason: 'no audio samples' };
  return { status: 'ok', seconds: bytes / BYTES_PER_SECOND };
}
