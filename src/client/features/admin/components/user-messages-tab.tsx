import { Mic } from 'lucide-react';
import type { AdminVoiceMessage } from '../../../../shared/admin.types.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { formatRelativeTime } from '../../../lib/format-relative-time.js';
import { formatDateTime } from '../../../lib/format-intl.js';

/** The Voice Messages tab: who sent each message, when, the question they answered, their photo, and a player for it. */
export function UserMessagesTab({ messages }: { messages: AdminVoiceMessage[] }) {
  const { t, language } = useAppT();
  if (messages.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{t('admin.messages.empty')}</p>;
  return (
    <ul className="grid gap-2">
      {messages.map((m) => {
        const sender = m.senderName?.trim() || t('admin.messages.anonymous');
        return (
          <li key={m.id} className="grid gap-2 rounded-xl border border-border p-3">
            <div className="flex items-start gap-3">
              <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-rose-100 text-rose-800">
                <Mic className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-medium">{sender}</p>
                <p className="truncate text-sm text-muted-foreground">{m.senderEmail}</p>
              </div>
              <time dateTime={m.createdAt} className="shrink-0 text-xs text-muted-foreground" title={formatDateTime(m.createdAt, language)}>
                {formatRelativeTime(m.createdAt, language)}
              </time>
            </div>
            {m.prompt && (
              <p className="text-sm break-words text-muted-foreground" data-testid="admin-message-prompt">
                <span className="font-medium text-foreground">{t('admin.messages.question')}:</span> {m.prompt}
              </p>
            )}
            {m.photoPath && (
              // The guest's photo with the message (docs/decisions/082), through the admin API as the recording is.
              <a href={`/admin-api${m.photoPath}`} target="_blank" rel="noreferrer" className="justify-self-start">
                <img src={`/admin-api${m.photoPath}`} alt={t('admin.messages.photo', { sender })} loading="lazy" className="max-h-40 max-w-full rounded-lg object-cover" />
              </a>
            )}
            {/* Through the admin API, which serves a deactivated profile's recordings too; the browser reads the type from the reply. */}
            <audio controls preload="metadata" src={`/admin-api${m.playablePath ?? m.audioFilePath}`} className="h-10 w-full" aria-label={t('admin.messages.play', { sender })} />
          </li>
        );
      })}
    </ul>
  );
}
