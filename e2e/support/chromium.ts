import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';

// Debian's Chromium with a fake microphone: shared by the end-to-end tests and the benchmarks (no test runner here).
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * A spoken WAV for the fake microphone: espeak-ng says a sentence, sox makes it 48 kHz mono.
 * Both come from Debian (bash .ci/run installs them); without them the e2e run fails loudly.
 */
export function fakeMicrophoneWav(): string {
  const file = path.join(tmpdir(), 'voxbook-fake-mic.wav');
  if (existsSync(file)) return file;
  const raw = path.join(tmpdir(), 'voxbook-fake-mic-raw.wav');
  try {
    execFileSync('espeak-ng', ['-w', raw, 'Congratulations to the happy couple. We love you both, and we wish you a lifetime of joy.']);
    execFileSync('sox', [raw, '-r', '48000', '-c', '1', '-b', '16', file, 'pad', '0.3', '0.3', 'repeat', '8']);
  } catch (err) {
    throw new Error(`espeak-ng and sox are needed for the fake microphone (apt-get install espeak-ng sox): ${(err as Error).message}`);
  }
  return file;
}

/** Debian's Chromium, headless, with a fake microphone that plays the spoken WAV. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is required for the end-to-end tests and was not found at ${CHROMIUM} (apt-get install chromium).`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${fakeMicrophoneWav()}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}
