import { Mic } from 'lucide-react';
import { ADMIN_UI } from '../../../../shared/admin.texts.js';
import type { AdminVoiceMessage } from '../../../../shared/admin.types.js';
import { VOICE_UI } from '../../../../shared/voice.texts.js';
import { formatRelativeTime } from '../../../lib/format-relative-time.js';

/** The Voice Messages tab: who sent each message, when, the question they answered, and a player for it. */
export function UserMessagesTab({ messages }: { messages: AdminVoiceMessage[] }) {
  if (messages.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{ADMIN_UI.noVoiceMessages}</p>;
  return (
    <ul className="grid gap-2">
      {messages.map((m) => {
        const sender = m.senderName?.trim() || ADMIN_UI.anonymous;
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
              <time dateTime={m.createdAt} className="shrink-0 text-xs text-muted-foreground" title={new Date(m.createdAt).toLocaleString()}>
                {formatRelativeTime(m.createdAt)}
              </time>
            </div>
            {m.prompt && (
              <p className="text-sm break-words text-muted-foreground" data-testid="admin-message-prompt">
                <span className="font-medium text-foreground">{VOICE_UI.answeredPrompt}:</span> {m.prompt}
              </p>
            )}
            {/* Through the admin API, which serves a deactivated profile's recordings too; the browser reads the type from the reply. */}
            <audio controls preload="metadata" src={`/admin-api${m.playablePath ?? m.audioFilePath}`} className="h-10 w-full" aria-label={ADMIN_UI.playVoiceMessage(sender)} />
          </li>
        );
      })}
    </ul>
  );
}
