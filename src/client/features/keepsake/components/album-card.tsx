import { AlertTriangle, Disc3, Download, ListChecks, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { AlbumFile, AlbumState } from '../../../../shared/album.schemas.js';
import { ALBUM_LIMITS } from '../../../../shared/album.limits.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { Checkbox } from '../../../components/ui/checkbox.js';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.js';
import { formatClock } from '../../../../shared/format-clock.js';
import { appServerMessage, translatedMessage } from '../../../lib/i18n/app-server-message.js';
import { type AppTranslate, useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';
import { useBuildAlbum } from '../api/album-build.js';
import { ALBUM_DOWNLOAD_URL } from '../api/album-download.js';
import { useAlbumPickerMessages } from '../api/album-messages.js';
import { isBuilding, useAlbumState } from '../api/album-state.js';
import { builtWhen, whenSaid } from '../lib/when.js';
import { useChosenIds } from '../../../lib/use-chosen-ids.js';

/** '1 h 5 min', '12 min 30 s', '45 s' (in the screen's language). */
function formatLength(totalSeconds: number, t: AppTranslate): string {
  const s = Math.max(0, Math.round(totalSeconds));
  if (s >= 3600) return t('keepsake.album.hoursMinutes', { hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60) });
  if (s >= 60) {
    return s % 60
      ? t('keepsake.album.minutesSeconds', { minutes: Math.floor(s / 60), seconds: s % 60 })
      : t('keepsake.album.minutes', { minutes: Math.floor(s / 60) });
  }
  return t('keepsake.album.seconds', { seconds: s });
}

/**
 * The dashboard's album card: build the album of every message (or of chosen ones), watch it build, download it.
 * A finished album stays downloadable while a new one builds and after the messages changed (it says so).
 */
export function AlbumCard() {
  const { t } = useAppT();
  const { data: state, isPending, error, refetch } = useAlbumState();
  const build = useBuildAlbum();
  const [picking, setPicking] = useState(false);

  const start = (messageIds?: string[]) =>
    build.mutate(messageIds, {
      onSuccess: () => setPicking(false),
      onError: (err) => toast({ variant: 'destructive', title: appServerMessage(err, t, t('keepsake.album.failed')) }),
    });
  const busy = build.isPending || isBuilding(state);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Disc3 className="size-5 text-primary" aria-hidden="true" />
          {t('keepsake.album.title')}
        </CardTitle>
        <CardDescription>{t('keepsake.album.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isPending ? (
          <p className="text-sm text-muted-foreground" role="status">
            {t('keepsake.album.loading')}
          </p>
        ) : error ? (
          <div role="alert" className="grid gap-2 text-sm">
            <p>{appServerMessage(error, t, t('keepsake.album.failed'))}</p>
            <Button size="sm" variant="outline" onClick={() => void refetch()}>
              {t('keepsake.album.tryAgain')}
            </Button>
          </div>
        ) : (
          <>
            <BuildStatus state={state} />
            {state.file && <AlbumFileSummary file={state.file} />}
            <div className="flex flex-wrap gap-2">
              {state.file && (
                <Button asChild className="flex-1">
                  <a href={ALBUM_DOWNLOAD_URL} download={state.file.fileName}>
                    <Download aria-hidden="true" />
                    {t('keepsake.album.download')}
                  </a>
                </Button>
              )}
              {!busy && (
                <Button variant={state.file ? 'outline' : 'default'} className="flex-1" onClick={() => start()}>
                  {state.file && <RefreshCw aria-hidden="true" />}
                  {state.file || state.status === 'failed' ? t('keepsake.album.buildAgain') : t('keepsake.album.build')}
                </Button>
              )}
              {build.isPending && (
                <Button className="flex-1" disabled>
                  {t('keepsake.album.starting')}
                </Button>
              )}
            </div>
            {!busy && (
              <Button variant="link" size="sm" className="justify-self-start px-0" onClick={() => setPicking(true)}>
                <ListChecks aria-hidden="true" />
                {t('keepsake.album.choose')}
              </Button>
            )}
            <p className="text-xs text-muted-foreground">{t('keepsake.album.limit', { max: ALBUM_LIMITS.maxMessages, hours: ALBUM_LIMITS.maxHours })}</p>
          </>
        )}
      </CardContent>
      {picking && <MessagePicker onClose={() => setPicking(false)} onBuild={start} pending={build.isPending} />}
    </Card>
  );
}

function BuildStatus({ state }: { state: AlbumState }) {
  const { t } = useAppT();
  if (isBuilding(state)) {
    const label = state.status === 'queued' && state.progress === 0 ? t('keepsake.album.queued') : t('keepsake.album.building', { percent: state.progress });
    return (
      <div className="grid gap-2">
        <p className="text-sm font-medium" role="status" aria-live="polite">
          {label}
        </p>
        <div className="h-2 overflow-hidden rounded-full bg-muted" role="progressbar" aria-label={t('keepsake.album.title')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={state.progress}>
          <div className="h-full bg-primary transition-[width] duration-500" style={{ width: `${state.progress}%` }} />
        </div>
        <p className="text-xs text-muted-foreground">{t('keepsake.album.buildingHint')}</p>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <p role="alert" className="flex items-start gap-2 rounded-xl bg-destructive/10 px-3 py-2 text-sm text-destructive">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {state.error && translatedMessage(state.error, t)}
      </p>
    );
  }
  if (state.status === 'ready' && state.file) {
    return (
      <p className="text-sm font-medium" role="status">
        {t('keepsake.album.ready')}
      </p>
    );
  }
  return null;
}

function AlbumFileSummary({ file }: { file: AlbumFile }) {
  const { t, language } = useAppT();
  const count = file.messageCount;
  const duration = formatLength(file.durationSeconds, t);
  const megabytes = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(file.bytes / 1_000_000);
  return (
    <div className="grid gap-1 rounded-xl border border-border px-3 py-2.5 text-sm">
      <p className="break-words font-medium">{file.fileName}</p>
      <p className="text-muted-foreground">
        {file.allMessages ? t('keepsake.album.summaryAll', { count, duration }) : t('keepsake.album.summary', { count, duration })} ·{' '}
        {t('keepsake.album.size', { megabytes })}
      </p>
      <p className="text-xs text-muted-foreground">{t('keepsake.album.builtAt', { when: builtWhen(file.builtAt, language) })}</p>
      {file.skippedCount > 0 && <p className="text-xs text-muted-foreground">{t('keepsake.album.skipped', { count: file.skippedCount })}</p>}
      {file.outOfDate && (
        <p className="mt-1 flex items-start gap-2 rounded-lg bg-amber-100 px-2.5 py-2 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          {t('keepsake.album.outOfDate')}
        </p>
      )}
    </div>
  );
}

/** The messages to tick for an album, newest first as in the inbox (the album plays them oldest first). */
function MessagePicker({ onClose, onBuild, pending }: { onClose: () => void; onBuild: (ids: string[]) => void; pending: boolean }) {
  const { t, language } = useAppT();
  const { data, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useAlbumPickerMessages(true);
  const { chosen, setChosen, toggle } = useChosenIds();
  const messages = data?.pages.flatMap((p) => p.messages) ?? [];
  const over = chosen.size > ALBUM_LIMITS.maxMessages;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="grid max-h-[90dvh] grid-rows-[auto_auto_minmax(0,1fr)_auto] gap-3">
        <DialogHeader>
          <DialogTitle>{t('keepsake.album.pickerTitle')}</DialogTitle>
          <DialogDescription>{t('keepsake.album.pickerDescription', { max: ALBUM_LIMITS.maxMessages })}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Button size="sm" variant="outline" onClick={() => setChosen(new Set(messages.map((m) => m.id)))} disabled={messages.length === 0}>
            {t('keepsake.album.selectAll')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setChosen(new Set())} disabled={chosen.size === 0}>
            {t('keepsake.album.selectNone')}
          </Button>
          <span className={over ? 'ms-auto font-medium text-destructive' : 'ms-auto text-muted-foreground'} aria-live="polite">
            {t('keepsake.album.chosen', { count: chosen.size })}
            {over && ` · ${t('keepsake.album.overLimit', { max: ALBUM_LIMITS.maxMessages })}`}
          </span>
        </div>
        <div className="min-h-32 overflow-y-auto rounded-xl border border-border">
          {isPending ? (
            <p className="p-4 text-sm text-muted-foreground" role="status">
              {t('keepsake.album.pickerLoading')}
            </p>
          ) : error ? (
            <p className="p-4 text-sm" role="alert">
              {appServerMessage(error, t, t('keepsake.album.pickerFailed'))}
            </p>
          ) : (
            <ul className="divide-y divide-border">
              {messages.map((m) => {
                const id = `album-pick-${m.id}`;
                return (
                  <li key={m.id} className="flex items-center gap-3 px-3 py-2.5">
                    <Checkbox id={id} checked={chosen.has(m.id)} onCheckedChange={(on) => toggle(m.id, on === true)} />
                    <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer items-baseline gap-2 text-sm">
                      <span className="min-w-0 flex-1 truncate font-medium">{m.senderName?.trim() || t('keepsake.album.aGuest')}</span>
                      <span className="shrink-0 text-xs text-muted-foreground">
                        {whenSaid(m.createdAt, language)} · {formatClock(m.duration)}
                      </span>
                    </label>
                  </li>
                );
              })}
              {hasNextPage && (
                <li className="p-2 text-center">
                  <Button size="sm" variant="ghost" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
                    {isFetchingNextPage ? t('keepsake.album.loading') : t('keepsake.album.loadMore')}
                  </Button>
                </li>
              )}
            </ul>
          )}
        </div>
        <DialogFooter className="gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('keepsake.album.cancel')}
          </Button>
          <Button onClick={() => onBuild([...chosen])} disabled={pending || chosen.size === 0 || over}>
            {t('keepsake.album.buildChosen', { count: chosen.size })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
