import type { AppTranslate } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';
import { downloadVoiceArchive } from '../api/download-voice-messages.js';

export type ArchiveDownloadState =
  | { phase: 'idle' }
  /** Asked; the server is looking up every recording before the first byte. */
  | { phase: 'preparing' }
  | { phase: 'downloading'; loaded: number; total: number | null };

/** Progress reports that change nothing a person sees (the same percent, less than half a megabyte) are dropped. */
const UNKNOWN_SIZE_STEP = 512 * 1024;

let state: ArchiveDownloadState = { phase: 'idle' };
let controller: AbortController | null = null;
const listeners = new Set<() => void>();

function set(next: ArchiveDownloadState) {
  state = next;
  for (const listener of listeners) listener();
}

function report(loaded: number, total: number | null) {
  const shown = (s: ArchiveDownloadState) =>
    s.phase !== 'downloading' ? -1 : s.total ? Math.floor((s.loaded * 100) / s.total) : Math.floor(s.loaded / UNKNOWN_SIZE_STEP);
  const next: ArchiveDownloadState = { phase: 'downloading', loaded, total };
  if (shown(next) !== shown(state)) set(next);
}

/**
 * The one archive download of the page (the dashboard and All messages show the same one): it outlives the screen
 * that started it, and a second click while it runs does nothing.
 */
export const archiveDownload = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  getState: () => state,

  /** `t`: the words of the screen that started it, for the toast that ends it. */
  async start(t: AppTranslate): Promise<void> {
    if (state.phase !== 'idle') return;
    const abort = new AbortController();
    controller = abort;
    set({ phase: 'preparing' });
    try {
      const outcome = await downloadVoiceArchive(report, abort.signal);
      if (outcome === 'saved') toast({ title: t('dashboard.download.saved'), description: t('dashboard.download.savedDetail') });
      else toast({ title: t('dashboard.download.handedToBrowser'), description: t('dashboard.download.handedToBrowserDetail') });
    } catch {
      // Cancelled by the host: nothing to tell.
      if (!abort.signal.aborted) toast({ title: t('dashboard.download.failed'), description: t('dashboard.download.failedDetail'), variant: 'destructive' });
    } finally {
      controller = null;
      set({ phase: 'idle' });
    }
  },

  cancel() {
    controller?.abort();
  },
};
