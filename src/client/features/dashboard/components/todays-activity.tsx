import { CalendarHeart, Eye, Mail, MessageCircleReply, Mic, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import type { DashboardStats } from '../../../../shared/stats.types.js';
import { type AppKey, useAppT } from '../../../lib/i18n/app-texts.js';
import { useDashboardStats } from '../api/get-dashboard-stats.js';

/** Each row is one plural text ('3 new voice messages'), in the language's own forms. */
const ROWS: Array<{ key: keyof DashboardStats; text: AppKey; icon: LucideIcon }> = [
  { key: 'voiceMessages', text: 'dashboard.activity.voiceMessages', icon: Mic },
  { key: 'emails', text: 'dashboard.activity.emails', icon: Mail },
  { key: 'pageViews', text: 'dashboard.activity.pageViews', icon: Eye },
  { key: 'replies', text: 'dashboard.activity.replies', icon: MessageCircleReply },
];

/** What happened on the creator's calendar day, from the same stats query as the cards (refetched every 60 s). */
export function TodaysActivity({ stats }: { stats?: DashboardStats } = {}) {
  const { t } = useAppT();
  const query = useDashboardStats();
  const shown = stats ?? query.data;
  const quiet = shown && ROWS.every(({ key }) => shown[key].today === 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.activity.title')}</CardTitle>
        <CardDescription>{t('dashboard.activity.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {!shown ? (
          <p className="text-sm text-muted-foreground">{query.isPending ? t('dashboard.activity.loading') : t('dashboard.activity.unavailable')}</p>
        ) : quiet ? (
          <div className="flex items-center gap-3 text-sm text-muted-foreground">
            <CalendarHeart className="size-5 shrink-0 text-rose-700" aria-hidden="true" />
            <p>{t('dashboard.activity.quiet')}</p>
          </div>
        ) : (
          <ul className="grid gap-2">
            {ROWS.map(({ key, text, icon: Icon }) => {
              const n = shown[key].today;
              return (
                <li key={key} className="flex items-center gap-3 text-sm" data-activity={key}>
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <span className={n === 0 ? 'text-muted-foreground' : ''}>{withBoldNumber(t(text, { count: n }), n)}</span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The count stands out where the sentence says it (Arabic's 'two' form says none: then the words alone). */
function withBoldNumber(sentence: string, n: number) {
  const at = sentence.indexOf(String(n));
  if (at < 0) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      <span className="font-semibold">{n}</span>
      {sentence.slice(at + String(n).length)}
    </>
  );
}
