import { ListMusic, Mic } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '../../../../shared/limits.js';
import { CapsuleBanner } from '../../../capsule/capsule-banner.js';
import { Button } from '../../../components/ui/button.js';
import { useSealedDay } from '../../../capsule/time-capsule.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { useRecentVoiceMessages } from '../api/get-voice-messages.js';
import { type ReplyDialogSlot, VoiceMessageList } from './voice-message-list.js';

export const ALL_MESSAGES_PATH = '/admin/messages';

/** What the inbox shows of other features; app/ fills it (a feature imports no other feature). */
export interface InboxSlots {
  /** The reply dialog (features/replies). */
  replyDialog: ReplyDialogSlot;
  /** Download all (features/keepsake). */
  downloadAll: ReactNode;
}

/** The dashboard's 10 newest messages, a link to all of them, and Download all. */
export function RecentVoiceMessages({ slots }: { slots: InboxSlots }) {
  const { data, isPending, error, refetch } = useRecentVoiceMessages();
  const sealed = useSealedDay();
  if (isPending || error) return <MessagesLoadState isPending={isPending} error={error} onRetry={() => void refetch()} />;
  if (data.messages.length === 0) return <NoMessages />;
  return (
    <div className="grid gap-2">
      {sealed && <CapsuleBanner day={sealed} messages={data.total} />}
      <VoiceMessageList messages={data.messages.slice(0, LIMITS.dashboardMessages)} replyDialog={slots.replyDialog} />
      <InboxLinks total={data.total} downloadAll={slots.downloadAll} />
    </div>
  );
}

/** A message list's loading and failure states (the dashboard's and the all-messages page's). */
export function MessagesLoadState({ isPending, error, onRetry }: { isPending: boolean; error: unknown; onRetry: () => void }) {
  const { t } = useAppT();
  if (isPending) {
    return (
      <p className="py-10 text-center text-sm text-muted-foreground" role="status">
        {t('dashboard.inbox.loading')}
      </p>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center text-sm">
      <p>{appServerMessage(error, t, t('dashboard.inbox.loadFailed'))}</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('dashboard.inbox.tryAgain')}
      </Button>
    </div>
  );
}

export function InboxLinks({ total, showAll = true, downloadAll }: { total: number; showAll?: boolean; downloadAll: ReactNode }) {
  const { t, language } = useAppT();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-4">
      {showAll ? (
        <Button asChild variant="link" className="px-0">
          <Link to={ALL_MESSAGES_PATH}>
            <ListMusic aria-hidden="true" /> {t('dashboard.inbox.viewAll', { total: new Intl.NumberFormat(language).format(total) })}
          </Link>
        </Button>
      ) : (
        <span />
      )}
      {downloadAll}
    </div>
  );
}

export function NoMessages() {
  const { t } = useAppT();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-4 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Mic className="size-5" aria-hidden="true" />
      </span>
      <p className="font-medium">{t('dashboard.inbox.empty')}</p>
      <p className="max-w-xs text-sm text-muted-foreground">{t('dashboard.inbox.emptyHint')}</p>
    </div>
  );
}
