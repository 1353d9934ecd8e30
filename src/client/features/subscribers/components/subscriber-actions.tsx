import { Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { UI } from '../../../../shared/ui.texts.js';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../lib/toast.js';
import { copyText } from '../../../lib/clipboard.js';
import { useExportSubscribersCsv } from '../api/export-subscribers-csv.js';
import { getSubscriberEmails } from '../api/get-subscriber-emails.js';

/** Export as CSV (the server streams the file) and copy all emails, comma-separated. */
export function SubscriberActions({ total }: { total: number | undefined }) {
  const exportCsv = useExportSubscribersCsv();
  const [copying, setCopying] = useState(false);

  const onExport = () => {
    if (total === 0) return toast({ title: UI.noDataToExport, description: UI.noSubscribersDetail });
    exportCsv.mutate(undefined, {
      onSuccess: () => toast({ title: UI.exportSuccessful }),
      onError: () => toast({ title: UI.exportFailed, description: UI.exportFailedDetail, variant: 'destructive' }),
    });
  };

  const onCopy = async () => {
    setCopying(true);
    try {
      const emails = total === 0 ? [] : await getSubscriberEmails();
      if (emails.length === 0) return toast({ title: UI.noEmailsToCopy, description: UI.noSubscribersDetail });
      if (!(await copyText(emails.join(', ')))) {
        return toast({ title: UI.copyFailed, description: UI.copyFailedDetail, variant: 'destructive' });
      }
      toast({ title: UI.emailsCopied, description: `${emails.length} email addresses copied to clipboard.` });
    } catch {
      toast({ title: UI.copyFailed, description: UI.copyFailedDetail, variant: 'destructive' });
    } finally {
      setCopying(false);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={onExport} disabled={exportCsv.isPending}>
        <Download aria-hidden="true" />
        {exportCsv.isPending ? 'Exporting...' : 'Export as CSV'}
      </Button>
      <Button variant="outline" onClick={() => void onCopy()} disabled={copying}>
        <Copy aria-hidden="true" />
        Copy all emails
      </Button>
    </div>
  );
}
