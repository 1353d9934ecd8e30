// Test-only: recordings of known length made by ffmpeg's real encoders, and ffmpeg's own decode of any bytes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { locateFfmpeg } from '../ffmpeg.js';
import { measureAudio } from '../measure-audio.js';

const FFMPEG = '/usr/bin/ffmpeg';

/** How a recording is made: the counter's extension, ffmpeg's output arguments, and whether it needs a seekable file. */
export interface Recipe {
  ext: string;
  args: string[];
  /** Written to a file (an MP4's index, an MP3's Info header), not a pipe. */
  file?: string;
  channels?: number;
}

const made = new Map<string, Buffer>();

/** `seconds` of a tone through a real encoder (cached per process). */
export function encode(recipe: Recipe, seconds: number): Buffer {
  const id = JSON.stringify([recipe, seconds]);
  let bytes = made.get(id);
  if (!bytes) {
    const input = ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `sine=frequency=330:duration=${seconds}`, '-ac', String(recipe.channels ?? 1)];
    if (recipe.file) {
      const dir = mkdtempSync(path.join(tmpdir(), 'voxbook-count-'));
      const out = path.join(dir, recipe.file);
      execFileSync(FFMPEG, [...input, ...recipe.args, '-y', out]);
      bytes = readFileSync(out);
      rmSync(dir, { recursive: true, force: true });
    } else {
      bytes = execFileSync(FFMPEG, [...input, ...recipe.args, 'pipe:1'], { maxBuffer: 64 << 20 });
    }
    made.set(id, bytes);
  }
  return bytes;
}

/** ffmpeg's decode of the bytes, counted (audio/measure-audio.ts): seconds, or undefined when nothing decodes. */
export async function decodedSeconds(bytes: Buffer): Promise<number | undefined> {
  const ffmpeg = await locateFfmpeg();
  if (!ffmpeg) throw new Error('ffmpeg is needed');
  const dir = mkdtempSync(path.join(tmpdir(), 'voxbook-decode-'));
  try {
    const file = path.join(dir, 'audio');
    writeFileSync(file, bytes);
    const measured = await measureAudio(ffmpeg, file, 10_000);
    return measured.status === 'ok' ? measured.seconds : undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures');

/**
 * Real MediaRecorder recordings (Opus in WebM): Chromium's 3.2 s and Firefox ESR's, as each browser wrote them, and
 * Chromium's through the app's recorder as it uploads it (6.3 s; fix-webm-duration has rewritten its header and given
 * its first Cluster the rest of the file, the next Clusters being unknown-sized inside it).
 */
export const browserRecording = (browser: 'chromium' | 'firefox' | 'chromium-app') => readFileSync(path.join(FIXTURES, `${browser}-recording.webm`));
