import { UI } from '../../../shared/ui.texts.js';
import { cx } from '../../lib/cx.js';

/**
 * The wait state for route chunks and first queries: a quiet spinner with the spec's 'Loading...' for screen readers.
 * `className` sets its height (the whole screen when absent).
 */
export function PageLoader({ label = UI.loading, className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cx('flex flex-col items-center justify-center gap-3', className ?? 'min-h-dvh')}>
      <span className="size-8 animate-spin rounded-full border-2 border-primary/25 border-t-primary" aria-hidden="true" />
      <span className="text-sm text-muted-foreground">{label}</span>
    </div>
  );
}
