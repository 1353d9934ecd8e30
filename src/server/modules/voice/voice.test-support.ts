// Test-only helpers for the voice suites: real audio files and multipart bodies.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { multipart as multipartBody } from '../../test/media.js';

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
export const hasFfmpeg = existsSync(FFMPEG);
let cacheDir: string | undefined;

/**
 * Opus in WebM as a browser's MediaRecorder makes it: written to a pipe, so no Duration element in the
 * header (the server must read the length from the blocks). Falls back to WAV without ffmpeg.
 */
export function opusWebm(seconds: number): { bytes: Buffer; contentType: string; filename: string } {
  if (!hasFfmpeg) return { bytes: wav(seconds), contentType: 'audio/wav', filename: 'recording.wav' };
  cacheDir ??= mkdtempSync(path.join(tmpdir(), 'voxbook-audio-'));
  const bytes = execFileSync(
    FFMPEG,
    ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `sine=frequency=330:duration=${seconds}`, '-ac', '1', '-ar', '48000', '-c:a', 'libopus', '-b:a', '24k', '-f', 'webm', 'pipe:1'],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return { bytes, contentType: 'audio/webm', filename: 'recording.webm' };
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
  opts: { cookie?: string; purpose?: 'voice' | 'reply' } = {},
) {
  const body = multipart({ filename: file.filename ?? 'recording.wav', contentType: file.contentType ?? 'audio/wav', bytes: file.bytes });
  return app.inject({
    method: 'POST',
    url: `/api/voice-upload${opts.purpose ? `?purpose=${opts.purpose}` : ''}`,
    headers: { ...body.headers, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    payload: body.payload,
  });
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
  return res.json() as { id: string; audioPath: string; senderEmail: string; senderName: string | null };
}

