import { AlertTriangle, Disc3, Download, ListChecks, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { AlbumFile, AlbumState } from '../../../../shared/album.schemas.js';
import { ALBUM_LIMITS, ALBUM_UI } from '../../../../shared/album.texts.js';
import { UI } from '../../../../shared/ui.texts.js';
import { guestNameOf, VOICE_UI } from '../../../../shared/voice.texts.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { Checkbox } from '../../../components/ui/checkbox.js';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.js';
import { serverMessage } from '../../../lib/api-client.js';
import { formatClock } from '../../../../shared/format-clock.js';
import { formatRelativeTime } from '../../../lib/format-relative-time.js';
import { toast } from '../../../lib/toast.js';
import { useBuildAlbum } from '../api/album-build.js';
import { ALBUM_DOWNLOAD_URL } from '../api/album-download.js';
import { useAlbumPickerMessages } from '../api/album-messages.js';
import { isBuilding, useAlbumState } from '../api/album-state.js';

/** '1 h 5 min', '12 min 30 s', '45 s'. */
function formatLength(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  if (s >= 3600) return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
  if (s >= 60) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
  return `${s} s`;
}

/**
 * The dashboard's album card: build the album of every message (or of chosen ones), watch it build, download it.
 * A finished album stays downloadable while a new one builds and after the messages changed (it says so).
 */
export function AlbumCard() {
  const { data: state, isPending, error, refetch } = useAlbumState();
  const build = useBuildAlbum();
  const [picking, setPicking] = useState(false);

  const start = (messageIds?: string[]) =>
    build.mutate(messageIds, {
      onSuccess: () => setPicking(false),
      onError: (err) => toast({ variant: 'destructive', title: serverMessage(err, ALBUM_UI.failed) }),
    });
  const busy = build.isPending || isBuilding(state);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Disc3 className="size-5 text-primary" aria-hidden="true" />
          {ALBUM_UI.title}
        </CardTitle>
        <CardDescription>{ALBUM_UI.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isPending ? (
          <p className="text-sm text-muted-foreground" role="status">
            {UI.loading}
          </p>
        ) : error ? (
          <div role="alert" className="grid gap-2 text-sm">
            <p>{serverMessage(error, ALBUM_UI.failed)}</p>
            <Button size="sm" variant="outline" onClick={() => void refetch()}>
              {VOICE_UI.tryAgain}
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
                    {ALBUM_UI.download}
                  </a>
                </Button>
              )}
              {!busy && (
                <Button variant={state.file ? 'outline' : 'default'} className="flex-1" onClick={() => start()}>
                  {state.file && <RefreshCw aria-hidden="true" />}
                  {state.file || state.status === 'failed' ? ALBUM_UI.buildAgain : ALBUM_UI.build}
                </Button>
              )}
              {build.isPending && (
                <Button className="flex-1" disabled>
                  {ALBUM_UI.starting}
                </Button>
              )}
            </div>
            {!busy && (
              <Button variant="link" size="sm" className="justify-self-start px-0" onClick={() => setPicking(true)}>
                <ListChecks aria-hidden="true" />
                {ALBUM_UI.choose}
              </Button>
            )}
            <p className="text-xs text-muted-foreground">{ALBUM_UI.limit}</p>
          </>
        )}
      </CardContent>
      {picking && <MessagePicker onClose={() => setPicking(false)} onBuild={start} pending={build.isPending} />}
    </Card>
  );
}

function BuildStatus({ state }: { state: AlbumState }) {
  if (isBuilding(state)) {
    const label = state.status === 'queued' && state.progress === 0 ? ALBUM_UI.queued : ALBUM_UI.building(state.progress);
    return (
      <div className="grid gap-2">
        <p className="text-sm font-medium" role="status" aria-live="polite">
          {label}
        </p>
        <div className="h-2 overflow-hidden rounded-full bg-muted" role="progressbar" aria-label={ALBUM_UI.title} aria-valuemin={0} aria-valuemax={100} aria-valuenow={state.progress}>
          <div className="h-full bg-primary transition-[width] duration-500" style={{ width: `${state.progress}%` }} />
        </div>
        <p className="text-xs text-muted-foreground">{ALBUM_UI.buildingHint}</p>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <p role="alert" className="flex items-start gap-2 rounded-xl bg-destructive/10 px-3 py-2 text-sm text-destructive">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {state.error}
      </p>
    );
  }
  if (state.status === 'ready' && state.file) {
    return (
      <p className="text-sm font-medium" role="status">
        {ALBUM_UI.ready}
      </p>
    );
  }
  return null;
}

function AlbumFileSummary({ file }: { file: AlbumFile }) {
  return (
    <div className="grid gap-1 rounded-xl border border-border px-3 py-2.5 text-sm">
      <p className="break-words font-medium">{file.fileName}</p>
      <p className="text-muted-foreground">
        {ALBUM_UI.summary(file.messageCount, formatLength(file.durationSeconds), file.allMessages)} · {(file.bytes / 1_000_000).toFixed(1)} MB
      </p>
      <p className="text-xs text-muted-foreground">{ALBUM_UI.builtAt(formatRelativeTime(file.builtAt))}</p>
      {file.skippedCount > 0 && <p className="text-xs text-muted-foreground">{ALBUM_UI.skipped(file.skippedCount)}</p>}
      {file.outOfDate && (
        <p className="mt-1 flex items-start gap-2 rounded-lg bg-amber-100 px-2.5 py-2 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          {ALBUM_UI.outOfDate}
        </p>
      )}
    </div>
  );
}

/** The messages to tick for an album, newest first as in the inbox (the album plays them oldest first). */
function MessagePicker({ onClose, onBuild, pending }: { onClose: () => void; onBuild: (ids: string[]) => void; pending: boolean }) {
  const { data, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useAlbumPickerMessages(true);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const messages = data?.pages.flatMap((p) => p.messages) ?? [];
  const over = chosen.size > ALBUM_LIMITS.maxMessages;
  const toggle = (id: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="grid max-h-[90dvh] grid-rows-[auto_auto_minmax(0,1fr)_auto] gap-3">
        <DialogHeader>
          <DialogTitle>{ALBUM_UI.pickerTitle}</DialogTitle>
          <DialogDescription>{ALBUM_UI.pickerDescription}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Button size="sm" variant="outline" onClick={() => setChosen(new Set(messages.map((m) => m.id)))} disabled={messages.length === 0}>
            {ALBUM_UI.selectAll}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setChosen(new Set())} disabled={chosen.size === 0}>
            {ALBUM_UI.selectNone}
          </Button>
          <span className={over ? 'ml-auto font-medium text-destructive' : 'ml-auto text-muted-foreground'} aria-live="polite">
            {ALBUM_UI.chosen(chosen.size)}
            {over && ` · ${ALBUM_UI.overLimit}`}
          </span>
        </div>
        <div className="min-h-32 overflow-y-auto rounded-xl border border-border">
          {isPending ? (
            <p className="p-4 text-sm text-muted-foreground" role="status">
              {ALBUM_UI.pickerLoading}
            </p>
          ) : error ? (
            <p className="p-4 text-sm" role="alert">
              {serverMessage(error, 'Could not load your messages.')}
            </p>
          ) : (
            <ul className="divide-y divide-border">
              {messages.map((m) => {
                const id = `album-pick-${m.id}`;
                return (
                  <li key={m.id} className="flex items-center gap-3 px-3 py-2.5">
                    <Checkbox id={id} checked={chosen.has(m.id)} onCheckedChange={(on) => toggle(m.id, on === true)} />
                    <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer items-baseline gap-2 text-sm">
                      <span className="min-w-0 flex-1 truncate font-medium">{guestNameOf(m.senderName)}</span>
                      <span className="shrink-0 text-xs text-muted-foreground">
                        {formatRelativeTime(m.createdAt)} · {formatClock(m.duration)}
                      </span>
                    </label>
                  </li>
                );
              })}
              {hasNextPage && (
                <li className="p-2 text-center">
                  <Button size="sm" variant="ghost" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
                    {isFetchingNextPage ? UI.loading : ALBUM_UI.loadMore}
                  </Button>
                </li>
              )}
            </ul>
          )}
        </div>
        <DialogFooter className="gap-2">
          <Button variant="outline" onClick={onClose}>
            {ALBUM_UI.cancel}
          </Button>
          <Button onClick={() => onBuild([...chosen])} disabled={pending || chosen.size === 0 || over}>
            {ALBUM_UI.buildChosen(chosen.size)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
