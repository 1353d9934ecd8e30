import { type Ffmpeg, runFfmpeg } from './ffmpeg.js';

/**
 * The one format every recording is also kept in (docs/decisions/018): MP3, mono, 64 kbps constant bitrate at 44.1 kHz,
 * with a Xing/Info header that states its length so every player shows it and can seek. MP3 decodes in every browser
 * (Chromium builds without proprietary codecs and Firefox on Linux included), every mail app and every device made in
 * the last 25 years, and its patents have expired.
 */
export const PLAYABLE_AUDIO = {
  contentType: 'audio/mpeg',
  ext: 'mp3',
  bitrate: '64k',
  sampleRate: 44_100,
  /** EBU R128 integrated loudness for speech on phones and laptops. */
  targetLufs: -16,
  truePeakDb: -1.5,
  loudnessRange: 11,
} as const;

// Leading and trailing silence below -50 dBFS is cut, keeping 0.3 s of it; a venue's background noise is louder than
// that, so only dead air (a late start, a phone put down before Stop, digital silence) goes. Reversing the clip trims its
// end with the same filter; it holds the clip in memory, 23 MB for the longest reply.
const TRIM_ONE_END = 'silenceremove=start_periods=1:start_threshold=-50dB:start_silence=0.3';
const TRIM = `${TRIM_ONE_END},areverse,${TRIM_ONE_END},areverse`;
const LOUDNORM = `loudnorm=I=${PLAYABLE_AUDIO.targetLufs}:TP=${PLAYABLE_AUDIO.truePeakDb}:LRA=${PLAYABLE_AUDIO.loudnessRange}`;

interface LoudnessMeasurement {
  input_i: string;
  input_tp: string;
  input_lra: string;
  input_thresh: string;
  target_offset: string;
}

const input = (file: string) => ['-hide_banner', '-nostats', '-nostdin', '-i', file, '-map', '0:a:0', '-map_metadata', '-1', '-ac', '1'];

/**
 * Makes the playable copy of `source` at `output` (an .mp3 path): silence trimmed, loudness normalised in two passes
 * (the first measures, the second applies the measured correction, linear where the peaks allow it), resampled and
 * encoded. A recording with nothing above the silence threshold is encoded as it is rather than trimmed to nothing.
 */
export async function makePlayableCopy(ffmpeg: Ffmpeg, source: string, output: string, signal?: AbortSignal): Promise<void> {
  const run = (args: string[]) => runFfmpeg(ffmpeg.path, args, { signal, background: true, timeoutMs: 5 * 60_000 });
  const analysis = await run([...input(source), '-af', `${TRIM},${LOUDNORM}:print_format=json`, '-f', 'null', '-']);
  const measured = parseLoudness(analysis.stderr);
  const audible = measured && Number.isFinite(Number(measured.input_i)) && Number(measured.input_i) > -70;
  const filters = audible
    ? `${TRIM},${LOUDNORM}:measured_I=${measured.input_i}:measured_TP=${measured.input_tp}:measured_LRA=${measured.input_lra}` +
      `:measured_thresh=${measured.input_thresh}:offset=${measured.target_offset}:linear=true,aresample=${PLAYABLE_AUDIO.sampleRate}`
    : `aresample=${PLAYABLE_AUDIO.sampleRate}`;
  await run([
    ...input(source),
    '-af',
    filters,
    '-c:a',
    'libmp3lame',
    '-b:a',
    PLAYABLE_AUDIO.bitrate,
    // The Info header carries the frame count: the length players show and seek by.
    '-write_xing',
    '1',
    '-id3v2_version',
    '3',
    '-y',
    output,
  ]);
}

/** loudnorm prints its measurement as the last JSON object on stderr. */
function parseLoudness(stderr: string): LoudnessMeasurement | undefined {
  const start = stderr.lastIndexOf('{');
  const end = stderr.lastIndexOf('}');
  if (start < 0 || end < start) return undefined;
  try {
    return JSON.parse(stderr.slice(start, end + 1)) as LoudnessMeasurement;
  } catch {
    return undefined;
  }
}
