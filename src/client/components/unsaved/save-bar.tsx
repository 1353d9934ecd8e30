import { Check, Loader2, Save } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { Button } from '../ui/button.js';
import { useHasUnsavedChanges, useSaveStore } from './save-scope.js';

/**
 * The screen's one save: says whether anything is unsaved and saves every part that is. It stays in view at the
 * bottom of the screen (above the phone's navigation bar) so the state is never out of sight while editing.
 */
export function SaveBar({ className }: { className?: string }) {
  const { t } = useAppT();
  const store = useSaveStore();
  const dirty = useHasUnsavedChanges();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await store.saveAll();
    } finally {
      setSaving(false);
    }
  };
  return (
    <div
      className={cn(
        'sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 flex items-center justify-between gap-3 rounded-2xl border border-border bg-card/95 px-4 py-3 shadow-lg backdrop-blur md:bottom-4',
        className,
      )}
      data-testid="save-bar"
    >
      <p className="flex min-w-0 items-center gap-2 text-sm font-medium" role="status">
        {dirty ? (
          <>
            <span className="size-2 shrink-0 rounded-full bg-amber-500" aria-hidden="true" />
            {t('common.unsaved.pending')}
          </>
        ) : (
          <>
            <Check className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
            <span className="text-muted-foreground">{t('common.unsaved.clean')}</span>
          </>
        )}
      </p>
      <Button onClick={() => void save()} disabled={!dirty || saving} className="shrink-0">
        {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
        {saving ? t('common.unsaved.saving') : t('common.unsaved.save')}
      </Button>
    </div>
  );
}
