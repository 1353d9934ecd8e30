import { UI } from '../../../shared/ui-texts.js';
import { cn } from '../../lib/cn.js';

/** The wait state for route chunks and first queries: a quiet spinner with the spec's 'Loading...' for screen readers. */
export function PageLoader({ label = UI.loading, className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn('flex min-h-dvh flex-col items-center justify-center gap-3', className)}>
      <span className="size-8 animate-spin rounded-full border-2 border-primary/25 border-t-primary" aria-hidden="true" />
      <span className="text-sm text-muted-foreground">{label}</span>
    </div>
  );
}
