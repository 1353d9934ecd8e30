import { Download, LockKeyhole } from 'lucide-react';
import { useId, useSyncExternalStore } from 'react';
import { formatCalendarDate } from '../../../../shared/calendar-date.js';
import { Button } from '../../../components/ui/button.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { useSealedDay } from '../../../capsule/time-capsule.js';
import { archiveUrl } from '../api/download-voice-messages.js';
import { type ArchiveDownloadState, archiveDownload } from '../lib/archive-download.js';

/**
 * Download all: a link to the archive (which works as one without script), taken over by the page so it can ask the
 * server first and show the download's progress, with a way to cancel it.
 */
export function DownloadAll() {
  const { t, language } = useAppT();
  const state = useSyncExternalStore(archiveDownload.subscribe, archiveDownload.getState);
  const sealed = useSealedDay();
  const reasonId = useId();
  // A sealed time capsule: no archive until it opens (the server refuses it too), and the button says why.
  if (sealed) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" disabled aria-describedby={reasonId}>
          <Download aria-hidden="true" /> {t('dashboard.download.all')}
        </Button>
        <span id={reasonId} className="flex items-center gap-1 text-xs text-muted-foreground">
          <LockKeyhole className="size-3.5" aria-hidden="true" /> {t('dashboard.inbox.sealedUntil', { date: formatCalendarDate(sealed, language) })}
        </span>
      </div>
    );
  }
  if (state.phase === 'idle') {
    return (
      <Button asChild variant="outline" size="sm">
        <a
          href={archiveUrl()}
          download
          onClick={(e) => {
            e.preventDefault();
            void archiveDownload.start(t);
          }}
        >
          <Download aria-hidden="true" /> {t('dashboard.download.all')}
        </a>
      </Button>
    );
  }
  return <DownloadProgress state={state} />;
}

function DownloadProgress({ state }: { state: Exclude<ArchiveDownloadState, { phase: 'idle' }> }) {
  const { t, language } = useAppT();
  const percent = state.phase === 'downloading' && state.total ? Math.min(100, Math.floor((state.loaded * 100) / state.total)) : null;
  const label =
    state.phase === 'preparing'
      ? t('dashboard.download.preparing')
      : percent !== null
        ? t('dashboard.download.percent', { percent: new Intl.NumberFormat(language).format(percent) })
        : t('dashboard.download.megabytes', {
            megabytes: new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(state.loaded / 1e6),
          });
  return (
    <div className="flex w-full items-center gap-3 sm:w-80">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm tabular-nums text-muted-foreground">{label}</p>
        <div
          className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label={t('dashboard.download.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent ?? undefined}
          aria-valuetext={label}
        >
          {percent === null ? (
            <div className="h-full w-1/3 animate-pulse rounded-full bg-primary" />
          ) : (
            <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          )}
        </div>
      </div>
      <Button size="sm" variant="ghost" onClick={() => archiveDownload.cancel()}>
        {t('dashboard.download.cancel')}
      </Button>
    </div>
  );
}
