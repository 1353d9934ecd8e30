import { Mic } from 'lucide-react';
import type { ReactNode } from 'react';
import { LIMITS } from '../../../../shared/limits.js';
import { UI } from '../../../../shared/ui-texts.js';
import { Badge } from '../../../components/ui/badge.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { avatarGradient, initials } from '../../../lib/avatar-gradient.js';
import { formatRelativeTime } from '../../../lib/format-relative-time.js';
import type { VoiceMessage } from '../../../../shared/voice.types.js';

const GUEST = 'A Guest';

/**
 * The 10 newest voice messages. Feed it GET /api/voice-messages; `renderActions` adds each row's
 * Mark Read / play / reply / delete controls.
 */
export function RecentMessages({
  messages,
  isLoading = false,
  renderActions,
}: {
  messages?: VoiceMessage[];
  isLoading?: boolean;
  renderActions?: (message: VoiceMessage) => ReactNode;
}) {
  const shown = (messages ?? []).slice(0, LIMITS.dashboardMessages);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Voice Messages</CardTitle>
        <CardDescription>The newest messages your guests left for you.</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <p className="py-10 text-center text-sm text-muted-foreground" role="status">
            {UI.gateLoading}
          </p>
        ) : shown.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-4 py-12 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <Mic className="size-5" aria-hidden="true" />
            </span>
            <p className="font-medium">{UI.noVoiceMessages}</p>
            <p className="max-w-xs text-sm text-muted-foreground">Share your page link or QR code and messages will appear here.</p>
          </div>
        ) : (
          <ul className="divide-y divide-border">
            {shown.map((m) => (
              <MessageRow key={m.id} message={m} actions={renderActions?.(m)} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function MessageRow({ message, actions }: { message: VoiceMessage; actions?: ReactNode }) {
  const name = message.senderName?.trim() || GUEST;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span
          className={`flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br text-sm font-semibold text-white ${avatarGradient(message.senderEmail || name)}`}
          aria-hidden="true"
        >
          {initials(name)}
        </span>
        <div className="min-w-0">
          <p className="truncate font-medium">{name}</p>
          <p className="truncate text-xs text-muted-foreground">
            <time dateTime={message.createdAt}>{formatRelativeTime(message.createdAt)}</time> · {message.duration}s
          </p>
        </div>
        <div className="ml-auto flex flex-wrap justify-end gap-1">
          {!message.isRead && <Badge>New</Badge>}
          {message.isPlayed && <Badge variant="secondary">Played</Badge>}
          {message.hasReplied && <Badge variant="success">Replied</Badge>}
        </div>
      </div>
      {actions && <div className="flex flex-wrap gap-2 sm:justify-end">{actions}</div>}
    </li>
  );
}
