import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { type Ffmpeg, locateFfmpeg } from './ffmpeg.js';
import { type Measurement, measureAudio } from './measure-audio.js';
import { makePlayableCopy } from './playable-copy.js';

/** What the server does with ffmpeg, bound to the binary found at start. */
export interface AudioTools {
  ffmpeg: Ffmpeg;
  /** An upload's length by decoding; at most one decode per core at once, so a burst of guests cannot fork hundreds. */
  measure(file: string, maxSeconds: number): Promise<Measurement>;
  /** The playable copy (playable-copy.ts), run by the job worker at low priority. */
  makePlayable(source: string, output: string, signal?: AbortSignal): Promise<void>;
}

export async function createAudioTools(configuredPath?: string): Promise<AudioTools | undefined> {
  const ffmpeg = await locateFfmpeg(configuredPath);
  if (!ffmpeg) return undefined;
  const decodes = pLimit(availableParallelism());
  return {
    ffmpeg,
    measure: (file, maxSeconds) => decodes(() => measureAudio(ffmpeg, file, maxSeconds)),
    makePlayable: (source, output, signal) => makePlayableCopy(ffmpeg, source, output, signal),
  };
}
