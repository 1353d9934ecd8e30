import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';

const run = promisify(execFile);
const FFMPEG = '/usr/bin/ffmpeg';

export interface AudioLevel {
  /** Seconds of audio ffmpeg decoded (counted from the samples, not read from a header). */
  decodedSeconds: number;
  /** RMS level over the whole file, in dBFS; digital silence is -91 dB. */
  meanVolumeDb: number;
  maxVolumeDb: number;
}

/**
 * Decodes a stored recording with Debian's ffmpeg, as a host's player would, and measures its loudness, so that
 * a test can tell real captured sound from a file of digital silence.
 */
export async function measureAudio(bytes: Buffer): Promise<AudioLevel> {
  if (!existsSync(FFMPEG)) throw new Error(`ffmpeg is needed to measure recordings and was not found at ${FFMPEG} (apt-get install ffmpeg).`);
  const dir = mkdtempSync(path.join(tmpdir(), 'voxbook-level-'));
  try {
    const file = path.join(dir, 'recording');
    writeFileSync(file, bytes);
    // ffmpeg writes its statistics on stderr; -f null decodes every sample without writing any.
    const { stderr } = await run(FFMPEG, ['-hide_banner', '-nostats', '-i', file, '-af', 'volumedetect', '-f', 'null', '-'], {
      maxBuffer: 8 * 1024 * 1024,
    });
    const number = (re: RegExp) => {
      const m = re.exec(stderr);
      if (!m) throw new Error(`ffmpeg did not report ${re} for the recording:\n${stderr}`);
      return Number(m[1]);
    };
    const samples = number(/n_samples: (\d+)/);
    const rate = number(/, (\d+) Hz,/);
    const channels = /\bmono\b/.test(stderr) ? 1 : /\bstereo\b/.test(stderr) ? 2 : number(/(\d+) channels/);
    return {
      decodedSeconds: samples / channels / rate,
      meanVolumeDb: number(/mean_volume: (-?[\d.]+) dB/),
      maxVolumeDb: number(/max_volume: (-?[\d.]+) dB/),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What a host would notice: about `seconds` of sound (a second either way), far above digital silence. `seconds` is how
 * long the take ran, or the least and the most it can have run (a Stop that took a while to land).
 */
export function expectAudible(level: AudioLevel, seconds: number | { min: number; max: number }) {
  const ran = typeof seconds === 'number' ? { min: seconds, max: seconds } : seconds;
  expect(level.decodedSeconds).toBeGreaterThan(ran.min - 1);
  expect(level.decodedSeconds).toBeLessThan(ran.max + 3);
  // The fake microphones play tones that the recorder's gain and limiter bring near -10 dB; silence is -91 dB.
  expect(level.meanVolumeDb).toBeGreaterThan(-40);
  expect(level.maxVolumeDb).toBeGreaterThan(-20);
}
