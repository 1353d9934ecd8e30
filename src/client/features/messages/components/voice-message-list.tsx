import { Check, LockKeyhole, Pause, Play, Reply } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { formatCalendarDate } from '../../../../shared/calendar-date.js';
import type { VoiceMessage } from '../../../../shared/voice.types.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';
import { useSealedDay } from '../../../capsule/time-capsule.js';
import { avatarGradient, initials } from '../../../lib/avatar-gradient.js';
import { formatClock } from '../../../../shared/format-clock.js';
import { formatRelativeTime } from '../../../lib/format-relative-time.js';
import { useUpdateVoiceMessage } from '../api/update-voice-message.js';
import { useGuestName } from '../../../lib/use-guest-name.js';
import { type PlayerPosition, useMessagePlayer } from '../hooks/use-message-player.js';
import { DeleteMessageButton } from './delete-message-button.js';

/**
 * The reply dialog (features/replies) for the message being answered, null when none is: app/ hands it in, as a feature
 * imports no other feature.
 */
export type ReplyDialogSlot = (message: VoiceMessage | null, onOpenChange: (open: boolean) => void) => ReactNode;

/** The host's messages with their badges and actions: Mark Read, play, reply, delete (docs/product-spec.md, sections 2 and 4). */
export function VoiceMessageList({ messages, replyDialog }: { messages: VoiceMessage[]; replyDialog: ReplyDialogSlot }) {
  const { t } = useAppT();
  const player = useMessagePlayer();
  const sealedDay = useSealedDay();
  const [replyTo, setReplyTo] = useState<VoiceMessage | null>(null);
  return (
    <>
      <ul className="divide-y divide-border" aria-label={t('dashboard.inbox.listLabel')}>
        {messages.map((m) => (
          <VoiceMessageRow
            key={m.id}
            message={m}
            playing={player.playingId === m.id}
            playFailed={player.failedId === m.id}
            position={player.position?.id === m.id ? player.position : null}
            onPlay={() => player.toggle(m)}
            onSeek={player.seek}
            onReply={() => setReplyTo(m)}
            sealedDay={m.audioPath === null ? (sealedDay ?? '') : null}
          />
        ))}
      </ul>
      {replyDialog(replyTo, (open) => !open && setReplyTo(null))}
    </>
  );
}

function VoiceMessageRow({
  message,
  playing,
  playFailed,
  position,
  onPlay,
  onSeek,
  onReply,
  sealedDay,
}: {
  message: VoiceMessage;
  /** While the time capsule is sealed (the server sent no recording): play and reply are out of reach, and why. */
  sealedDay: string | null;
  playing: boolean;
  playFailed: boolean;
  position: PlayerPosition | null;
  onPlay: () => void;
  onSeek: (seconds: number) => void;
  onReply: () => void;
}) {
  const { t, language } = useAppT();
  const update = useUpdateVoiceMessage();
  const name = useGuestName()(message.senderName);
  const sealed = sealedDay !== null;
  const sealedId = useId();
  const markRead = () =>
    update.mutate(
      { id: message.id, patch: { isRead: true } },
      { onError: () => toast({ title: t('dashboard.inbox.errorTitle'), description: t('dashboard.inbox.updateFailed'), variant: 'destructive' }) },
    );

  return (
    <li className="flex flex-col gap-3 py-4" data-testid="voice-message">
      <div className="flex min-w-0 items-center gap-3">
        {message.photoPath ? (
          // The guest's photo with the message in the avatar's place (docs/decisions/082); opens whole in a new tab.
          <a href={message.photoPath} target="_blank" rel="noreferrer" className="shrink-0 rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            <img src={message.photoPath} alt={t('dashboard.inbox.photoFrom', { name })} loading="lazy" className="size-14 rounded-lg object-cover" data-testid="message-photo" />
          </a>
        ) : (
          <span
            className={`flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br text-sm font-semibold text-white ${avatarGradient(message.senderEmail || name)}`}
            aria-hidden="true"
          >
            {initials(name)}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{name}</p>
          <p className="truncate text-xs text-muted-foreground">
            <time dateTime={message.createdAt}>{formatRelativeTime(message.createdAt, language)}</time> · <span dir="ltr">{formatClock(message.duration)}</span>
          </p>
        </div>
        <div className="flex flex-wrap justify-end gap-1">
          {!message.isRead && <Badge>{t('dashboard.inbox.badgeNew')}</Badge>}
          {message.isPlayed && <Badge variant="secondary">{t('dashboard.inbox.badgePlayed')}</Badge>}
          {message.hasReplied && <Badge variant="success">{t('dashboard.inbox.badgeReplied')}</Badge>}
        </div>
      </div>
      {message.prompt && (
        <p className="text-sm break-words text-muted-foreground sm:ps-13" data-testid="message-prompt">
          <span className="font-medium text-foreground">{t('dashboard.inbox.question')}</span> {message.prompt}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2 sm:ps-13">
        <Button size="sm" variant={playing ? 'default' : 'outline'} onClick={onPlay} disabled={sealed} aria-describedby={sealed ? sealedId : undefined} aria-pressed={playing} aria-label={playing ? t('dashboard.inbox.pauseFrom', { name }) : t('dashboard.inbox.playFrom', { name })}>
          {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {playing ? t('dashboard.inbox.pause') : t('dashboard.inbox.play')}
        </Button>
        {!message.isRead && (
          <Button size="sm" variant="outline" onClick={markRead} disabled={update.isPending}>
            <Check aria-hidden="true" /> {t('dashboard.inbox.markRead')}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onReply} disabled={sealed} aria-describedby={sealed ? sealedId : undefined} aria-label={t('dashboard.inbox.replyTo', { name })}>
          <Reply aria-hidden="true" /> {t('dashboard.inbox.reply')}
        </Button>
        <DeleteMessageButton messageId={message.id} senderLabel={name} />
        {sealed && (
          <span id={sealedId} className="flex items-center gap-1 text-xs text-muted-foreground">
            <LockKeyhole className="size-3.5" aria-hidden="true" />
            {sealedDay ? t('dashboard.inbox.sealedUntil', { date: formatCalendarDate(sealedDay, language) }) : t('dashboard.inbox.sealedNoDay')}
          </span>
        )}
        {playFailed && (
          <span role="alert" className="text-xs text-destructive">
            {t('dashboard.inbox.playFailed')}
          </span>
        )}
      </div>
      {position && <SeekBar name={name} position={position} fallbackDuration={message.duration} onSeek={onSeek} />}
    </li>
  );
}

/** Where the message is and how long it is (from the file: the playable copy states it), and a way to jump in it. */
function SeekBar({
  name,
  position,
  fallbackDuration,
  onSeek,
}: {
  name: string;
  position: PlayerPosition;
  fallbackDuration: number;
  onSeek: (seconds: number) => void;
}) {
  const { t } = useAppT();
  const duration = Number.isFinite(position.duration) && position.duration > 0 ? position.duration : fallbackDuration;
  return (
    // A timeline runs left to right in every language (the time, then the duration); only its indent follows the page.
    <div className="sm:ps-13">
      <div className="flex items-center gap-3" dir="ltr">
        <span className="font-mono text-xs tabular-nums text-muted-foreground">{formatClock(position.currentTime)}</span>
        <input
          type="range"
          min={0}
          max={duration}
          step={0.1}
          value={Math.min(position.currentTime, duration)}
          onChange={(event) => onSeek(Number(event.target.value))}
          aria-label={t('dashboard.inbox.position', { name })}
          className="h-1.5 flex-1 cursor-pointer accent-primary"
        />
        <span className="font-mono text-xs tabular-nums text-muted-foreground" data-testid="player-duration">
          {formatClock(duration)}
        </span>
      </div>
    </div>
  );
}
