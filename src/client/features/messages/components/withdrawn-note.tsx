import { Undo2 } from 'lucide-react';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { useWithdrawnCount } from '../api/get-withdrawn-count.js';

/** A line in the inbox when guests have taken messages back: how many, nothing about them (docs/decisions/069). */
export function WithdrawnNote() {
  const { t } = useAppT();
  const count = useWithdrawnCount().data?.count ?? 0;
  if (count === 0) return null;
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="withdrawn-note">
      <Undo2 className="size-4 shrink-0" aria-hidden="true" />
      {t('dashboard.withdrawn', { count })}
    </p>
  );
}
