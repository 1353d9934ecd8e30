import { ChevronLeft, ChevronRight } from 'lucide-react';
import { CapsuleBanner } from '../../capsule/capsule-banner.js';
import { useSealedDay } from '../../capsule/time-capsule.js';
import { useState } from 'react';
import { RequireUser } from '../../components/layout/require-user.js';
import { SubPage } from '../../components/layout/sub-page.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent } from '../../components/ui/card.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useVoiceMessagePage } from './api/get-voice-messages.js';
import { type InboxSlots, InboxLinks, MessagesLoadState, NoMessages } from './components/recent-voice-messages.js';
import { VoiceMessageList } from './components/voice-message-list.js';
import { WithdrawnNote } from './components/withdrawn-note.js';

const PAGE_SIZE = 20;

/**
 * /admin/messages: every voice message, newest first, a page at a time, with Download all. The reply dialog and
 * Download all come from their features through app/ (`slots`).
 */
export function AllMessagesPage({ slots }: { slots: InboxSlots }) {
  const { t } = useAppT();
  useDocumentTitle(t('dashboard.allMessages.title'));
  return (
    <RequireUser message={t('dashboard.allMessages.loginRequired')}>
      <SubPage title={t('dashboard.allMessages.title')} description={t('dashboard.allMessages.description')}>
        <AllMessages slots={slots} />
      </SubPage>
    </RequireUser>
  );
}

function AllMessages({ slots }: { slots: InboxSlots }) {
  const { t, language } = useAppT();
  // The server pages by cursor (the last id of the previous page); the stack of cursors gives Previous.
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);
  const before = cursors[cursors.length - 1];
  const { data, isPending, error, refetch, isPlaceholderData } = useVoiceMessagePage({ limit: PAGE_SIZE, before });
  const sealed = useSealedDay();

  if (isPending || error) {
    // A failed later page starts again from the first; a failed first page is simply asked again.
    return <MessagesLoadState isPending={isPending} error={error} onRetry={() => (cursors.length > 1 ? setCursors([undefined]) : void refetch())} />;
  }
  const number = new Intl.NumberFormat(language);
  const pageIndex = cursors.length - 1;
  const first = pageIndex * PAGE_SIZE + 1;
  const last = pageIndex * PAGE_SIZE + data.messages.length;
  const hasNext = last < data.total && data.messages.length === PAGE_SIZE;

  return (
    <Card>
      <CardContent className="grid gap-2 pt-6">
        {sealed && data.total > 0 && <CapsuleBanner day={sealed} messages={data.total} />}
        {data.messages.length === 0 ? <NoMessages /> : <VoiceMessageList messages={data.messages} replyDialog={slots.replyDialog} />}
        <WithdrawnNote />
        <nav aria-label={t('dashboard.allMessages.pages')} className="flex items-center justify-between gap-2 pt-2">
          <Button size="sm" variant="outline" disabled={pageIndex === 0 || isPlaceholderData} onClick={() => setCursors((c) => c.slice(0, -1))}>
            <ChevronLeft className="rtl:rotate-180" aria-hidden="true" /> {t('dashboard.allMessages.previous')}
          </Button>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('dashboard.allMessages.range', {
              range: data.total === 0 ? number.format(0) : `${number.format(first)}–${number.format(last)}`,
              total: number.format(data.total),
            })}
          </p>
          <Button
            size="sm"
            variant="outline"
            disabled={!hasNext || isPlaceholderData}
            onClick={() => setCursors((c) => [...c, data.messages[data.messages.length - 1]!.id])}
          >
            {t('dashboard.allMessages.next')} <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
          </Button>
        </nav>
        <InboxLinks total={data.total} showAll={false} downloadAll={slots.downloadAll} />
      </CardContent>
    </Card>
  );
}
