import { apiFetch } from '../../../lib/api-client.js';
import { saveBlob, saveUrl } from '../../../lib/save-download.js';
import { browserTimeZone } from '../../../lib/time-zone.js';

/**
 * GET /api/voice-messages/download?tz=: the archive (every message's playable copy, messages.csv and index.html) as
 * one ZIP, streamed by the server with its exact length, dated in the browser's time zone.
 */
export const archiveUrl = (timeZone = browserTimeZone()) => `/api/voice-messages/download?${new URLSearchParams({ tz: timeZone })}`;

/**
 * Archives up to this size are received by the page, which shows their progress; larger ones are handed to the
 * browser's own download (docs/decisions/045): the page's copy is a Blob, which Chromium pages to disk when large
 * but Safari may hold in memory, and a phone should not hold more than this.
 */
export const IN_PAGE_MAX_BYTES = 512 * 1024 * 1024;

export type ArchiveProgress = (loaded: number, total: number | null) => void;

/** 'saved': the page received the whole archive and saved it. 'browser': the browser downloads it itself. */
export type ArchiveOutcome = 'saved' | 'browser';

/** The server's file name from Content-Disposition (voxbook-messages-YYYY-MM-DD.zip, dated in the host's zone). */
function fileNameOf(res: Response): string {
  return /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'voice-messages.zip';
}

const lengthOf = (res: Response) => Number(res.headers.get('Content-Length')) || null;

/**
 * Asks first with HEAD (the server makes every check and reads no recording), so a refusal is a failure the page can
 * tell; then receives the archive, reporting each chunk, and saves it. An archive past IN_PAGE_MAX_BYTES (or of
 * unknown size) goes to the browser's own download instead, which streams to disk with its own progress.
 */
export async function downloadVoiceArchive(onProgress: ArchiveProgress, signal?: AbortSignal): Promise<ArchiveOutcome> {
  const url = archiveUrl();
  const head = await apiFetch('HEAD', url, undefined, signal);
  const fileName = fileNameOf(head);
  const announced = lengthOf(head);
  if (announced === null || announced > IN_PAGE_MAX_BYTES) {
    saveUrl(url, fileName);
    return 'browser';
  }
  onProgress(0, announced);
  const res = await apiFetch('GET', url, undefined, signal);
  // A message that arrived since the HEAD makes the archive a little longer: the GET's own length counts.
  const total = lengthOf(res) ?? announced;
  let loaded = 0;
  const counted = res.body!.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, out) {
        loaded += chunk.byteLength;
        onProgress(loaded, total);
        out.enqueue(chunk);
      },
    }),
  );
  // Response.blob() lets the browser assemble the Blob where it keeps large ones (Chromium's blob storage pages them
  // to disk) instead of in this page's memory as a list of chunks.
  const blob = await new Response(counted, { headers: { 'Content-Type': 'application/zip' } }).blob();
  if (blob.size !== total) throw new Error(`The archive was cut short: ${blob.size} of ${total} bytes.`);
  saveBlob(blob, fileName);
  return 'saved';
}
