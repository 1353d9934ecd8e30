// Test-only helpers for the album suites: guests' messages with real audio, and what ffprobe reads from an album.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { uploadVoice, wav } from '../messages/messages.test-support.js';

/** A guest's message of `seconds` of tone, sent as a browser would (upload, then the message). */
export async function sendMessage(app: FastifyInstance, profileId: string, senderName: string, seconds: number) {
  const up = await uploadVoice(app, { bytes: wav(seconds) });
  if (up.statusCode !== 200) throw new Error(`upload failed: ${up.statusCode} ${up.body}`);
  const res = await app.inject({
    method: 'POST',
    url: '/api/voice-messages',
    payload: { creatorProfileId: profileId, senderName, senderEmail: 'guest@example.com', audioPath: up.json().path, duration: seconds },
  });
  if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; senderName: string };
}

export interface ProbedAlbum {
  format: string;
  codec: string;
  duration: number;
  title: string;
  artist: string;
  album: string;
  chapters: { title: string; start: number; end: number }[];
}

/** What ffprobe reads from an album: its container, codec, length, title tags and chapters. */
export function probeAlbum(bytes: Buffer): ProbedAlbum {
  const dir = mkdtempSync(path.join(tmpdir(), 'voxbook-album-probe-'));
  const file = path.join(dir, 'album.m4a');
  writeFileSync(file, bytes);
  let out: Buffer;
  try {
    out = execFileSync('/usr/bin/ffprobe', ['-v', 'error', '-show_chapters', '-show_entries', 'format=format_name,duration:format_tags:stream=codec_name,codec_type', '-of', 'json', file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const json = JSON.parse(out.toString()) as {
    format: { format_name: string; duration: string; tags?: Record<string, string> };
    streams: { codec_name: string; codec_type: string }[];
    chapters: { start_time: string; end_time: string; tags?: { title?: string } }[];
  };
  return {
    format: json.format.format_name,
    codec: json.streams.find((s) => s.codec_type === 'audio')!.codec_name,
    duration: Number(json.format.duration),
    title: json.format.tags?.title ?? '',
    artist: json.format.tags?.artist ?? '',
    album: json.format.tags?.album ?? '',
    chapters: json.chapters.map((c) => ({ title: c.tags?.title ?? '', start: Number(c.start_time), end: Number(c.end_time) })),
  };
}
