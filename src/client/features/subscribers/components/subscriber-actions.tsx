import { Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';
import { copyText } from '../../../lib/clipboard.js';
import { usePageRole } from '../../../lib/api/page-role.js';
import { useExportSubscribersCsv } from '../api/export-subscribers-csv.js';
import { getSubscriberEmails } from '../api/get-subscriber-emails.js';

/** Export as CSV (the server streams the file) and copy all emails, comma-separated. */
export function SubscriberActions({ total }: { total: number | undefined }) {
  const { t } = useAppT();
  const exportCsv = useExportSubscribersCsv();
  const [copying, setCopying] = useState(false);
  const coHost = usePageRole() === 'co-host';

  const onExport = () => {
    if (total === 0) return toast({ title: t('dashboard.subscribers.noDataToExport'), description: t('dashboard.subscribers.noSubscribersDetail') });
    exportCsv.mutate(undefined, {
      onSuccess: () => toast({ title: t('dashboard.subscribers.exportSuccessful') }),
      onError: () =>
        toast({ title: t('dashboard.subscribers.exportFailed'), description: t('dashboard.subscribers.exportFailedDetail'), variant: 'destructive' }),
    });
  };

  const onCopy = async () => {
    setCopying(true);
    try {
      const emails = total === 0 ? [] : await getSubscriberEmails();
      if (emails.length === 0) return toast({ title: t('dashboard.subscribers.noEmailsToCopy'), description: t('dashboard.subscribers.noSubscribersDetail') });
      if (!(await copyText(emails.join(', ')))) {
        return toast({ title: t('dashboard.subscribers.copyFailed'), description: t('dashboard.subscribers.copyFailedDetail'), variant: 'destructive' });
      }
      toast({ title: t('dashboard.subscribers.emailsCopied'), description: t('dashboard.subscribers.emailsCopiedDetail', { count: emails.length }) });
    } catch {
      toast({ title: t('dashboard.subscribers.copyFailed'), description: t('dashboard.subscribers.copyFailedDetail'), variant: 'destructive' });
    } finally {
      setCopying(false);
    }
  };

  // Exporting the guests' addresses is the owner's (docs/decisions/065): a co-host has no such buttons.
  if (coHost) return null;

  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={onExport} disabled={exportCsv.isPending}>
        <Download aria-hidden="true" />
        {exportCsv.isPending ? t('dashboard.subscribers.exporting') : t('dashboard.subscribers.export')}
      </Button>
      <Button variant="outline" onClick={() => void onCopy()} disabled={copying}>
        <Copy aria-hidden="true" />
        {t('dashboard.subscribers.copyAll')}
      </Button>
    </div>
  );
}
