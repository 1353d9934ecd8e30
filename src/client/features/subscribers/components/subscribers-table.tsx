import { ChevronLeft, ChevronRight, Inbox, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LIMITS } from '../../../../shared/limits.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { Input } from '../../../components/ui/input.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { useSubscribers } from '../api/get-subscribers.js';
import { RemoveSubscriberButton } from './remove-subscriber-button.js';

const PAGE_SIZE = LIMITS.subscribersPageDefault;
const SEARCH_DELAY_MS = 300;

/** Email, Name ('N/A' when empty), Subscribed, Messages; searchable, a page at a time. */
export function SubscribersTable() {
  const { t, language } = useAppT();
  const dateFormat = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric' });
  const number = new Intl.NumberFormat(language);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const t = setTimeout(() => {
      setQ(typed.trim());
      setOffset(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(t);
  }, [typed]);
  const { data, isPending, isError, isPlaceholderData } = useSubscribers({ limit: PAGE_SIZE, offset, q });

  const total = data?.total ?? 0;
  const rows = data?.subscribers ?? [];
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 border-b border-border p-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="font-display text-lg font-semibold">{t('dashboard.subscribers.tableTitle')}</h2>
        <label className="relative block sm:w-72">
          <span className="sr-only">{t('dashboard.subscribers.searchLabel')}</span>
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            maxLength={LIMITS.subscriberSearchMax}
            placeholder={t('dashboard.subscribers.searchPlaceholder')}
            className="ps-9"
          />
        </label>
      </div>
      {isPending ? (
        <p className="p-8 text-center text-muted-foreground">{t('dashboard.subscribers.loading')}</p>
      ) : isError && !data ? (
        <p className="p-8 text-center text-muted-foreground" role="alert">
          {t('dashboard.subscribers.loadFailed')}
        </p>
      ) : rows.length === 0 ? (
        <div className="flex flex-col items-center gap-2 p-10 text-center text-muted-foreground">
          <Inbox className="size-8 text-rose-700" aria-hidden="true" />
          <p className="font-medium text-foreground">{q ? t('dashboard.subscribers.noMatch') : t('dashboard.subscribers.empty')}</p>
        </div>
      ) : (
        // relative: the sr-only labels are absolutely positioned and would otherwise widen the page on phones.
        <div className={`relative overflow-x-auto ${isPlaceholderData ? 'opacity-60' : ''}`}>
          <table className="w-full min-w-[36rem] text-start text-sm">
            <thead className="bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  {t('dashboard.subscribers.email')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  {t('dashboard.subscribers.name')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  {t('dashboard.subscribers.subscribed')}
                </th>
                <th scope="col" className="px-4 py-3 text-end font-medium">
                  {t('dashboard.subscribers.messages')}
                </th>
                <th scope="col" className="w-12 px-2 py-3">
                  <span className="sr-only">{t('dashboard.subscribers.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((s) => (
                <tr key={s.id}>
                  <td className="max-w-[16rem] truncate px-4 py-3 font-medium" title={s.email} dir="ltr">
                    {s.email}
                  </td>
                  <td className={`max-w-[12rem] truncate px-4 py-3 ${s.senderName ? '' : 'text-muted-foreground'}`}>
                    {s.senderName || t('dashboard.subscribers.notAvailable')}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">{dateFormat.format(new Date(s.createdAt))}</td>
                  <td className="px-4 py-3 text-end tabular-nums">{number.format(s.messageCount)}</td>
                  <td className="px-2 py-1.5 text-end">
                    <RemoveSubscriberButton subscriber={s} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {total > PAGE_SIZE && (
        <nav aria-label={t('dashboard.subscribers.pages')} className="flex items-center justify-between gap-2 border-t border-border px-4 py-3 text-sm">
          <span className="text-muted-foreground">
            {t('dashboard.subscribers.range', {
              first: number.format(offset + 1),
              last: number.format(Math.min(offset + PAGE_SIZE, total)),
              total: number.format(total),
            })}
          </span>
          <span className="flex gap-2">
            <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
              <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
              {t('dashboard.subscribers.previous')}
            </Button>
            <Button variant="outline" size="sm" disabled={offset + PAGE_SIZE >= total} onClick={() => setOffset(offset + PAGE_SIZE)}>
              {t('dashboard.subscribers.next')}
              <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
            </Button>
          </span>
        </nav>
      )}
    </Card>
  );
}
