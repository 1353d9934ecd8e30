// Test-only helpers for the voice suites: real audio files and multipart bodies.
import { runDueJobs } from '../../test/harness.js';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { VoiceUploadPurpose } from '../../../shared/voice.schemas.js';
import { multipart as multipartBody } from '../../test/media.js';
import { PLAYABLE_JOB, playableJob } from '../playable/playable-copies.js';

/** A real PCM WAV of a 440 Hz tone, made in code; its header states the exact duration. */
export function wav(seconds: number, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 8000), i * 2);
  const h = Buffer.alloc(44);
  h.write('RIFF', 0);
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVE', 8);
  h.write('fmt ', 12);
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(sampleRate, 24);
  h.writeUInt32LE(sampleRate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36);
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}

const FFMPEG = '/usr/bin/ffmpeg';
const FFPROBE = '/usr/bin/ffprobe';
// Debian's ffmpeg cannot encode AMR; the binary in the optional npm package can (the server's own fallback).
const BUNDLED_FFMPEG = path.resolve('node_modules/@ffmpeg-installer/linux-x64/ffmpeg');
if (!existsSync(FFMPEG) || !existsSync(FFPROBE)) {
  throw new Error('Debian\'s ffmpeg (with ffprobe) is needed by the voice tests: apt-get install ffmpeg (bash .ci/run does)');
}

export interface AudioFile {
  bytes: Buffer;
  contentType: string;
  filename: string;
}

const tone = (seconds: number, hz = 330) => ['-f', 'lavfi', '-i', `sine=frequency=${hz}:duration=${seconds}`];

/** How each format is made: as a browser or a phone's recorder writes it. */
const FORMATS = {
  // MediaRecorder's WebM is written as it streams: no Duration element, no Cues, no SeekHead (a pipe, like here).
  webm: { args: ['-c:a', 'libopus', '-b:a', '24k', '-f', 'webm', 'pipe:1'], contentType: 'audio/webm', bin: FFMPEG },
  ogg: { args: ['-c:a', 'libopus', '-b:a', '24k', '-f', 'ogg', 'pipe:1'], contentType: 'audio/ogg', bin: FFMPEG },
  // Written to a file, so ffmpeg fills in the Info header's frame count as an encoder app does.
  mp3: { args: ['-c:a', 'libmp3lame', '-b:a', '64k'], file: 'rec.mp3', contentType: 'audio/mpeg', bin: FFMPEG },
  // An iPhone's voice memo: AAC in MP4 with its index at the end (a file, as the phone writes it).
  m4a: { args: ['-c:a', 'aac', '-b:a', '64k'], file: 'rec.m4a', contentType: 'audio/mp4', bin: FFMPEG },
  wav: { args: ['-c:a', 'pcm_s16le', '-ar', '16000', '-f', 'wav', 'pipe:1'], contentType: 'audio/wav', bin: FFMPEG },
  // Older Android recorders: AMR-NB, raw or in 3GP.
  amr: { args: ['-ar', '8000', '-c:a', 'libopencore_amrnb', '-b:a', '12.2k', '-f', 'amr', 'pipe:1'], contentType: 'audio/amr', bin: BUNDLED_FFMPEG },
  '3gp': { args: ['-ar', '8000', '-c:a', 'libopencore_amrnb', '-b:a', '12.2k'], file: 'rec.3gp', contentType: 'audio/3gpp', bin: BUNDLED_FFMPEG },
} as const;
export type AudioFormat = keyof typeof FORMATS;

const made = new Map<string, Buffer>();

/** A mono tone of `seconds` in `format`, made with a real encoder (cached per process). */
export function audioFile(format: AudioFormat, seconds: number, hz = 330): AudioFile {
  const spec: { args: readonly string[]; contentType: string; bin: string; file?: string } = FORMATS[format];
  const id = `${format}:${seconds}:${hz}`;
  let bytes = made.get(id);
  if (!bytes) {
    const base = ['-hide_banner', '-loglevel', 'error', ...tone(seconds, hz), '-ac', '1'];
    if (spec.file) {
      const out = path.join(mkdtempSync(path.join(tmpdir(), 'voxbook-audio-')), spec.file);
      execFileSync(spec.bin, [...base, ...spec.args, '-y', out]);
      bytes = readFileSync(out);
    } else {
      bytes = execFileSync(spec.bin, [...base, ...spec.args], { maxBuffer: 64 * 1024 * 1024 });
    }
    made.set(id, bytes);
  }
  return { bytes, contentType: spec.contentType, filename: `recording.${format}` };
}

/** Opus in WebM as Chrome's and Firefox's MediaRecorder write it (no duration in its header). */
export const opusWebm = (seconds: number) => audioFile('webm', seconds);

/**
 * The three files that passed the old header-reading length check (docs/decisions/019): a 600 s Opus WebM whose TimecodeScale
 * is patched to 0, one with a second Info element saying 5 s, and a 600 s MP3 whose Info header claims 5 s of frames.
 */
export function forgedRecordings(): Record<'timecodeScaleZero' | 'secondInfo' | 'mp3FrameCount', AudioFile> {
  const webm = audioFile('webm', 600).bytes;
  const scale = webm.indexOf(Buffer.from([0x2a, 0xd7, 0xb1]));
  const zeroScale = Buffer.from(webm);
  zeroScale.fill(0, scale + 4, scale + 4 + (zeroScale[scale + 3]! & 0x0f));

  const info = webm.indexOf(Buffer.from([0x15, 0x49, 0xa9, 0x66]));
  const infoSize = webm[info + 4]! & 0x7f; // a one-byte size, as ffmpeg writes it for a short Info
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(5000); // ms at the default scale
  const secondInfo = Buffer.concat([
    Buffer.from([0x15, 0x49, 0xa9, 0x66, 0x80 | 18, 0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40, 0x44, 0x89, 0x88]),
    duration,
  ]);
  const twoInfos = Buffer.concat([webm.subarray(0, info + 5 + infoSize), secondInfo, webm.subarray(info + 5 + infoSize)]);

  const mp3 = Buffer.from(audioFile('mp3', 600).bytes);
  const tag = Math.max(mp3.indexOf('Info'), mp3.indexOf('Xing'));
  if (tag < 0 || (mp3.readUInt32BE(tag + 4) & 1) === 0) throw new Error('the MP3 has no Info header with a frame count');
  mp3.writeUInt32BE(Math.round((5 * 44_100) / 1152), tag + 8);
  const as = (bytes: Buffer, f: AudioFile): AudioFile => ({ ...f, bytes });
  return {
    timecodeScaleZero: as(zeroScale, audioFile('webm', 600)),
    secondInfo: as(twoInfos, audioFile('webm', 600)),
    mp3FrameCount: as(mp3, audioFile('mp3', 600)),
  };
}

function withTempFile<T>(bytes: Buffer, use: (file: string) => T): T {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'voxbook-probe-')), 'audio');
  writeFileSync(file, bytes);
  return use(file);
}

/** What ffprobe reads from a file's header: its container, first stream's codec, and the duration players show. */
export function probe(bytes: Buffer): { format: string; codec: string; channels: number; duration: number } {
  return withTempFile(bytes, (file) => {
    const out = execFileSync(FFPROBE, ['-v', 'error', '-show_entries', 'format=format_name,duration:stream=codec_name,channels', '-of', 'json', file]);
    const json = JSON.parse(out.toString()) as { format: { format_name: string; duration?: string }; streams: { codec_name: string; channels: number }[] };
    return {
      format: json.format.format_name,
      codec: json.streams[0]!.codec_name,
      channels: json.streams[0]!.channels,
      duration: Number(json.format.duration ?? NaN),
    };
  });
}

/** Integrated loudness (EBU R128, LUFS) as ffmpeg's loudnorm filter measures it. */
export function loudness(bytes: Buffer): number {
  return withTempFile(bytes, (file) => {
    const r = spawnSync(FFMPEG, ['-hide_banner', '-nostats', '-i', file, '-af', 'loudnorm=print_format=json', '-f', 'null', '-']);
    const stderr = r.stderr.toString();
    return Number((JSON.parse(stderr.slice(stderr.lastIndexOf('{'))) as { input_i: string }).input_i);
  });
}

/**
 * Waits for the background job to record a message's or reply's playable copy; its '/objects/...' path. An app whose
 * worker is off (the harness's default) has its due jobs run here, as a worker would.
 */
export async function waitForPlayable(app: FastifyInstance, kind: 'message' | 'reply', id: string, timeoutMs = 20_000): Promise<string> {
  const table = kind === 'message' ? 'voiceMessages' : 'voiceReplies';
  const deadline = Date.now() + timeoutMs;
  const copied = async () => (await app.deps.db.selectFrom(table).select('playablePath').where('id', '=', id).executeTakeFirst())?.playablePath;
  // This recording's own copy first, as the reply's send does (jobs.runNow): every other job due in the suite's app
  // (earlier tests' copies and mails) would otherwise be made first, an ffmpeg run each.
  await app.deps.jobs.runNow(PLAYABLE_JOB, playableJob(kind, id).key, 0);
  for (;;) {
    const done = await copied();
    if (done) return done;
    if (Date.now() > deadline) throw new Error(`no playable copy of ${kind} ${id} after ${timeoutMs} ms`);
    // What the copy may wait on (a retry, a lease running out), as a worker would run it.
    await runDueJobs(app);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A multipart/form-data body with one file part (and optional text fields), as a browser sends it. */
export function multipart(file: { field?: string; filename: string; contentType: string; bytes: Buffer }, fields: Record<string, string> = {}) {
  return multipartBody([
    ...Object.entries(fields).map(([name, data]) => ({ name, data })),
    { name: file.field ?? 'file', data: file.bytes, filename: file.filename, contentType: file.contentType },
  ]);
}

export function uploadVoice(
  app: FastifyInstance,
  file: { bytes: Buffer; filename?: string; contentType?: string },
  opts: { cookie?: string; purpose?: VoiceUploadPurpose } = {},
) {
  const body = multipart({ filename: file.filename ?? 'recording.wav', contentType: file.contentType ?? 'audio/wav', bytes: file.bytes });
  return app.inject({
    method: 'POST',
    url: `/api/voice-upload${opts.purpose ? `?purpose=${opts.purpose}` : ''}`,
    headers: { ...body.headers, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    payload: body.payload,
  });
}

/** A guest's photo for their message (POST /api/message-photos); its '/objects/message-photo/…' path. */
export async function uploadMessagePhoto(app: FastifyInstance, bytes: Buffer, file = { filename: 'selfie.jpg', contentType: 'image/jpeg' }): Promise<string> {
  const body = multipart({ ...file, bytes });
  const res = await app.inject({ method: 'POST', url: '/api/message-photos', headers: body.headers, payload: body.payload });
  if (res.statusCode !== 200) throw new Error(`photo upload failed: ${res.statusCode} ${res.body}`);
  return res.json().path as string;
}

/** Uploads a short recording and sends it as a guest's message; returns the created message. */
export async function sendGuestMessage(app: FastifyInstance, profileId: string, payload: Record<string, unknown> = {}) {
  const up = await uploadVoice(app, { bytes: wav(2) });
  if (up.statusCode !== 200) throw new Error(`upload failed: ${up.statusCode} ${up.body}`);
  const res = await app.inject({
    method: 'POST',
    url: '/api/voice-messages',
    payload: { creatorProfileId: profileId, senderName: 'Grace', senderEmail: 'grace@example.com', audioPath: up.json().path, duration: 2, ...payload },
  });
  if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; audioPath: string; senderEmail: string; senderName: string | null; photoPath: string | null };
}

