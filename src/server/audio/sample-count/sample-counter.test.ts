import { describe, expect, it } from 'vitest';
import { forgedRecordings } from '../../modules/messages/messages.test-support.js';
import { wholeSeconds } from '../../modules/messages/voice-upload.service.js';
import { readElementHeader } from './ebml.js';
import { countedLength, countSamples, sampleCounter } from './sample-counter.js';
import { browserRecording, decodedSeconds, encode, type Recipe } from './sample-count.test-support.js';

const opus = ['-c:a', 'libopus', '-b:a', '24k'];
/** What browsers, phones and apps write, through the real encoders; pipes where the writer cannot seek back. */
const RECIPES: Record<string, Recipe> = {
  'Opus in WebM, written as it streams (MediaRecorder)': { ext: 'webm', args: [...opus, '-f', 'webm'] },
  'Opus in WebM, written to a file (sizes, cues)': { ext: 'webm', args: opus, file: 'r.webm' },
  'Opus in WebM, stereo, 60 ms frames': { ext: 'webm', args: ['-c:a', 'libopus', '-b:a', '32k', '-frame_duration', '60', '-f', 'webm'], channels: 2 },
  'Opus in WebM, 10 ms frames': { ext: 'webm', args: ['-c:a', 'libopus', '-b:a', '64k', '-frame_duration', '10', '-f', 'webm'] },
  'Opus in Ogg': { ext: 'ogg', args: [...opus, '-f', 'ogg'] },
  'Opus in Ogg, 40 ms frames': { ext: 'ogg', args: [...opus, '-frame_duration', '40', '-f', 'ogg'] },
  'MP3 with an Info header, 44.1 kHz': { ext: 'mp3', args: ['-c:a', 'libmp3lame', '-b:a', '64k'], file: 'r.mp3' },
  'MP3, 48 kHz stereo': { ext: 'mp3', args: ['-c:a', 'libmp3lame', '-b:a', '128k', '-ar', '48000'], file: 'r.mp3', channels: 2 },
  'MP3, variable bitrate': { ext: 'mp3', args: ['-c:a', 'libmp3lame', '-q:a', '4'], file: 'r.mp3' },
  'MP3 (MPEG-2), 22.05 kHz': { ext: 'mp3', args: ['-c:a', 'libmp3lame', '-b:a', '32k', '-ar', '22050'], file: 'r.mp3' },
  'MP3 (MPEG-2.5), 8 kHz, no Info header': { ext: 'mp3', args: ['-c:a', 'libmp3lame', '-b:a', '16k', '-ar', '8000', '-write_xing', '0', '-f', 'mp3'] },
  'AAC in M4A, index at the end (a voice memo)': { ext: 'm4a', args: ['-c:a', 'aac', '-b:a', '64k'], file: 'r.m4a' },
  'AAC in M4A, index first': { ext: 'm4a', args: ['-c:a', 'aac', '-b:a', '64k', '-ar', '48000', '-movflags', '+faststart'], file: 'r.m4a' },
  'AAC in fragmented MP4 (Safari MediaRecorder)': { ext: 'm4a', args: ['-c:a', 'aac', '-b:a', '64k', '-movflags', 'frag_keyframe+empty_moov', '-f', 'mp4'] },
  'AAC in fragmented MP4, stereo, a fragment a second': { ext: 'm4a', args: ['-c:a', 'aac', '-b:a', '96k', '-movflags', 'frag_keyframe+empty_moov', '-frag_duration', '1000000', '-f', 'mp4'], channels: 2 },
  'WAV, 16-bit, size left open (a pipe)': { ext: 'wav', args: ['-c:a', 'pcm_s16le', '-ar', '16000', '-f', 'wav'] },
  'WAV, 24-bit stereo, sizes filled in': { ext: 'wav', args: ['-c:a', 'pcm_s24le', '-ar', '44100'], file: 'r.wav', channels: 2 },
  'WAV, 8-bit': { ext: 'wav', args: ['-c:a', 'pcm_u8', '-ar', '8000'], file: 'r.wav' },
  'WAV, 32-bit float': { ext: 'wav', args: ['-c:a', 'pcm_f32le', '-ar', '24000'], file: 'r.wav' },
};

async function expectAsDecoded(ext: string, bytes: Buffer) {
  const counted = countSamples(ext, bytes);
  expect(counted.status, counted.status === 'unparsed' ? counted.reason : '').toBe('counted');
  if (counted.status !== 'counted') return;
  const seconds = counted.samples / counted.rate;
  const decoded = (await decodedSeconds(bytes))!;
  // The second a message records, exactly; the encoder's priming and padding are all that may differ.
  expect(wholeSeconds(seconds * 1000)).toBe(wholeSeconds(decoded * 1000));
  expect(Math.abs(seconds - decoded)).toBeLessThan(0.05);
}

describe('counting a recording from its packets, without decoding', () => {
  it.each(Object.entries(RECIPES))('%s: the length ffmpeg decodes, to the second', async (_name, recipe) => {
    for (const seconds of [1.7, 59.6]) await expectAsDecoded(recipe.ext, encode(recipe, seconds));
  });

  it("counts what Chromium's and Firefox's MediaRecorder wrote, and the app's recorder uploads, sample for sample as ffmpeg decodes it", async () => {
    for (const browser of ['chromium', 'firefox', 'chromium-app'] as const) {
      const bytes = browserRecording(browser);
      const counted = countSamples('webm', bytes);
      expect(counted).toMatchObject({ status: 'counted', rate: 48_000 });
      if (counted.status === 'counted') expect(counted.samples / counted.rate).toBeCloseTo((await decodedSeconds(bytes))!, 4);
    }
  });

  it('gives the same count however the bytes arrive, one at a time or all at once', () => {
    const files = [browserRecording('chromium'), encode(RECIPES['AAC in M4A, index at the end (a voice memo)']!, 3), encode(RECIPES['Opus in Ogg']!, 3)];
    const exts = ['webm', 'm4a', 'ogg'];
    files.forEach((bytes, i) => {
      const whole = countSamples(exts[i]!, bytes, bytes.length);
      expect(whole.status).toBe('counted');
      for (const chunk of [1, 3, 1000]) expect(countSamples(exts[i]!, bytes, chunk)).toEqual(whole);
    });
  });

  it("counts the forged files of decision 019 at their true 600 s, whatever their headers claim", () => {
    const forged = forgedRecordings();
    const cases = [
      ['webm', forged.timecodeScaleZero.bytes],
      ['webm', secondInfoAtSegmentLevel(encode(RECIPES['Opus in WebM, written as it streams (MediaRecorder)']!, 600))],
      ['mp3', forged.mp3FrameCount.bytes],
    ] as const;
    for (const [ext, bytes] of cases) {
      const counted = countSamples(ext, bytes);
      expect(counted.status).toBe('counted');
      if (counted.status === 'counted') expect(Math.abs(counted.samples / counted.rate - 600)).toBeLessThan(0.1);
      expect(countedLength(counted, 60.5)).toEqual({ status: 'too-long' });
    }
    // decision 019's own second-Info file puts its Info inside the SeekHead (the first match of the Info ID is a
    // SeekID): malformed, so ffmpeg measures it (voice-upload.api.test.ts sees it refused).
    expect(countSamples('webm', forged.secondInfo.bytes)).toMatchObject({ status: 'unparsed' });
  });

  it('leaves to ffmpeg whatever does not parse cleanly, and the formats it does not count', () => {
    const webm = encode(RECIPES['Opus in WebM, written as it streams (MediaRecorder)']!, 2);
    const ogg = Buffer.from(encode(RECIPES['Opus in Ogg']!, 2));
    ogg[ogg.length - 100] ^= 0x40; // a page's CRC no longer matches
    const mp3 = encode(RECIPES['MP3 with an Info header, 44.1 kHz']!, 2);
    const cases: [string, Buffer][] = [
      ['webm', Buffer.concat([webm.subarray(0, 300), Buffer.alloc(4000, 0x5a)])],
      ['webm', webm.subarray(0, webm.length - 7)],
      ['ogg', ogg],
      ['mp3', Buffer.concat([mp3.subarray(0, 5000), Buffer.alloc(100, 0x33), mp3.subarray(5000)])],
      ['wav', encode({ ext: 'wav', args: ['-c:a', 'adpcm_ms', '-f', 'wav'] }, 2)],
      ['m4a', encode({ ext: 'm4a', args: ['-c:a', 'libopus', '-b:a', '24k', '-strict', '-2'], file: 'r.mp4' }, 2)],
      ['webm', encode({ ext: 'webm', args: ['-c:a', 'libvorbis', '-f', 'webm'] }, 2)],
      ['mp3', Buffer.from('not an mp3 at all, just words')],
    ];
    for (const [ext, bytes] of cases) expect(countSamples(ext, bytes)).toMatchObject({ status: 'unparsed' });
    for (const ext of ['amr', '3gp', 'flac', 'aac']) expect(sampleCounter(ext)).toBeUndefined();
  });
});

/** A well-formed second Info element after the real one, saying the recording lasts 5 s (at a 1 ms TimecodeScale). */
function secondInfoAtSegmentLevel(webm: Buffer): Buffer {
  const ebml = readElementHeader(webm, 0)!;
  const segmentAt = ebml.length + ebml.size!;
  let at = segmentAt + readElementHeader(webm, segmentAt)!.length;
  for (;;) {
    const h = readElementHeader(webm, at)!;
    at += h.length + h.size!;
    if (h.id === 0x1549a966) break;
  }
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(5000);
  const info = Buffer.concat([Buffer.from([0x15, 0x49, 0xa9, 0x66, 0x80 | 18, 0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40, 0x44, 0x89, 0x88]), duration]);
  return Buffer.concat([webm.subarray(0, at), info, webm.subarray(at)]);
}
