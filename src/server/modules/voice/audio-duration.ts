import { parseBuffer } from 'music-metadata';
import { WebmDurationTracker } from './webm-duration.js';

/** Learns a recording's length from its bytes while they stream into the store. */
export interface AudioDurationProbe {
  push(chunk: Buffer): void;
  /**
   * Seconds, once every byte was pushed; undefined when the format does not say (the caller then relies on
   * the whole-second duration the client sends, which is range-checked).
   */
  seconds(): Promise<number | undefined>;
}

export function audioDurationProbe(contentType: string): AudioDurationProbe {
  return contentType === 'audio/webm' ? webmProbe() : metadataProbe(contentType);
}

/**
 * WebM, what most browsers record, is read as it passes: MediaRecorder writes no Duration element, so the
 * block timestamps are the only source anyway, and nothing has to be kept or read back.
 */
function webmProbe(): AudioDurationProbe {
  const tracker = new WebmDurationTracker();
  return { push: (chunk) => tracker.push(chunk), seconds: async () => tracker.seconds() };
}

/** Other formats (WAV, Ogg, MP3, MP4) are parsed by music-metadata from the bytes kept in memory. */
function metadataProbe(contentType: string): AudioDurationProbe {
  const chunks: Buffer[] = [];
  return {
    push: (chunk) => chunks.push(chunk),
    async seconds() {
      const bytes = Buffer.concat(chunks);
      try {
        const meta = await parseBuffer(bytes, { mimeType: contentType, size: bytes.length }, { duration: true, skipCovers: true });
        if (meta.format.duration && Number.isFinite(meta.format.duration)) return meta.format.duration;
      } catch {
        // Unparseable: the format does not say.
      }
      return undefined;
    },
  };
}
