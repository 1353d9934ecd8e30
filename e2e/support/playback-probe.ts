export interface PlaybackProbe {
  /** The audio element's readyState once its metadata loaded (1 = HAVE_METADATA or more). */
  readyState: number;
  /** The duration the browser read before playing (from the file's header); null when it has none (Infinity). */
  headerDuration: number | null;
  /** Where playback stood when it ended: how much of the recording a listener heard. */
  playedSeconds: number;
  ended: boolean;
}

/**
 * Runs IN THE PAGE (pass it to the driver as a function or its source): loads a recording in a fresh audio
 * element as a host's player does, then plays it to the end, muted so that no autoplay rule stops it.
 * Rejects with the media error when the browser cannot decode the file.
 */
export function probePlayback(src: string, timeoutMs: number): Promise<PlaybackProbe> {
  return new Promise((resolve, reject) => {
    const audio = new Audio();
    audio.muted = true;
    audio.preload = 'metadata';
    let readyState = 0;
    let headerDuration: number | null = null;
    const timer = setTimeout(() => reject(new Error(`no end within ${timeoutMs} ms (at ${audio.currentTime} s)`)), timeoutMs);
    audio.addEventListener('error', () => {
      clearTimeout(timer);
      reject(new Error(`media error ${audio.error?.code}: ${audio.error?.message}`));
    });
    audio.addEventListener(
      'loadedmetadata',
      () => {
        readyState = audio.readyState;
        headerDuration = Number.isFinite(audio.duration) ? audio.duration : null;
        audio.play().catch((err: unknown) => {
          clearTimeout(timer);
          reject(err instanceof Error ? err : new Error(String(err)));
        });
      },
      { once: true },
    );
    audio.addEventListener('ended', () => {
      clearTimeout(timer);
      resolve({ readyState, headerDuration, playedSeconds: audio.currentTime, ended: true });
    });
    audio.src = src;
  });
}
