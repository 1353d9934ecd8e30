import { cx } from '../../lib/cx.js';
import { useScreenWords } from '../../lib/i18n/screen-words.js';

/**
 * The wait state for route chunks and first queries: a quiet spinner with 'Loading...' (docs/product-spec.md, section
 * 2) for screen readers, in the screen's language (the guest's page passes its own; before any catalogue is loaded it
 * is English).
 * `className` sets its height (the whole screen when absent).
 */
export function PageLoader({ label, className }: { label?: string; className?: string }) {
  const words = useScreenWords();
  return (
    <div role="status" aria-live="polite" className={cx('flex flex-col items-center justify-center gap-3', className ?? 'min-h-dvh')}>
      <span className="size-8 animate-spin rounded-full border-2 border-primary/25 border-t-primary" aria-hidden="true" />
      <span className="text-sm text-muted-foreground">{label ?? words?.loading ?? BEFORE_ANY_CATALOGUE}</span>
    </div>
  );
}

/** What the loader says while the first catalogue of a language other than English is on its way. */
const BEFORE_ANY_CATALOGUE = 'Loading...';
