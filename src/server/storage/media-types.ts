import { fileTypeFromBuffer } from 'file-type';
import type { MediaKind } from '../../shared/media.types.js';

export interface DetectedMedia {
  kind: MediaKind;
  contentType: string;
  ext: string;
}

type Variant = { contentType: string; ext: string };

/**
 * The formats we accept, keyed by file-type's extension. Some containers (MP4, WebM) carry either video or
 * audio only; their bytes do not say which, so the kinds the caller accepts decide (video first).
 */
const FORMATS: Record<string, Partial<Record<MediaKind, Variant>>> = {
  jpg: { image: { contentType: 'image/jpeg', ext: 'jpg' } },
  png: { image: { contentType: 'image/png', ext: 'png' } },
  gif: { image: { contentType: 'image/gif', ext: 'gif' } },
  webp: { image: { contentType: 'image/webp', ext: 'webp' } },
  avif: { image: { contentType: 'image/avif', ext: 'avif' } },
  heic: { image: { contentType: 'image/heic', ext: 'heic' } },
  mp4: { video: { contentType: 'video/mp4', ext: 'mp4' }, audio: { contentType: 'audio/mp4', ext: 'm4a' } },
  m4a: { audio: { contentType: 'audio/mp4', ext: 'm4a' } },
  mov: { video: { contentType: 'video/quicktime', ext: 'mov' } },
  webm: { video: { contentType: 'video/webm', ext: 'webm' }, audio: { contentType: 'audio/webm', ext: 'webm' } },
  opus: { audio: { contentType: 'audio/ogg', ext: 'ogg' } },
  ogg: { audio: { contentType: 'audio/ogg', ext: 'ogg' } },
  oga: { audio: { contentType: 'audio/ogg', ext: 'ogg' } },
  mp3: { audio: { contentType: 'audio/mpeg', ext: 'mp3' } },
  wav: { audio: { contentType: 'audio/wav', ext: 'wav' } },
  // What phones' own recorders and voice-memo apps write besides M4A (the phone-recorder path of the record modal):
  // AMR and 3GP from older Android recorders, raw AAC (ADTS) and FLAC from some recorder apps.
  amr: { audio: { contentType: 'audio/amr', ext: 'amr' } },
  '3gp': { audio: { contentType: 'audio/3gpp', ext: '3gp' } },
  '3g2': { audio: { contentType: 'audio/3gpp2', ext: '3g2' } },
  aac: { audio: { contentType: 'audio/aac', ext: 'aac' } },
  flac: { audio: { contentType: 'audio/flac', ext: 'flac' } },
};

const KIND_ORDER: MediaKind[] = ['image', 'video', 'audio'];

/**
 * The content type a stored file's extension stands for, so the disk store needs no sidecar file for it
 * (disk-store.ts). Every extension above names one type, but for `webm`, which holds a recording or a video: it
 * stands for audio, since guests' recordings are most of what is stored under it; a WebM video keeps its sidecar.
 */
const TYPE_OF_EXTENSION = new Map<string, string>();
for (const variants of Object.values(FORMATS)) {
  for (const kind of ['audio', 'video', 'image'] as const) {
    const v = variants[kind];
    if (v && !TYPE_OF_EXTENSION.has(v.ext)) TYPE_OF_EXTENSION.set(v.ext, v.contentType);
  }
}

export const contentTypeOfExtension = (ext: string): string | undefined => TYPE_OF_EXTENSION.get(ext.toLowerCase());

/** Enough of a file's start for every format above (file-type reads at most a few KB of these). */
export const HEAD_BYTES = 64 * 1024;

/** Decides what a file is from its first bytes; undefined when it is none of the accepted kinds. */
export async function detectMedia(head: Uint8Array, accepted: readonly MediaKind[]): Promise<DetectedMedia | undefined> {
  const found = await fileTypeFromBuffer(head).catch(() => undefined);
  const variants = found ? FORMATS[found.ext] : undefined;
  if (!variants) return undefined;
  for (const kind of KIND_ORDER) {
    const v = variants[kind];
    if (v && accepted.includes(kind)) return { kind, ...v };
  }
  return undefined;
}

export const kindOfContentType = (contentType: string): MediaKind | undefined => {
  const top = contentType.split('/')[0];
  return top === 'image' || top === 'video' || top === 'audio' ? top : undefined;
};
