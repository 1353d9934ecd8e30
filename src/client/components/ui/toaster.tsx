import { Suspense, useState } from 'react';
import { LoadBoundary } from '../layout/load-boundary.js';
import { retryableLazy } from '../../lib/retryable-lazy.js';
import { type ToastItem, useToast } from '../../lib/toast.js';

const toastList = retryableLazy(() => import('./toast-list.js'), (m) => m.ToastList);

/** Loads Radix's toast code ahead of the first notification (the guest flow does so in idle time, for offline use). */
export const preloadToasts = toastList.preload;

/**
 * Mounted once at the app root. Radix's toast code (with its dismissable layer and collection) loads with the
 * first notification: the public page, which guests open from a link, shows none before it is painted. Should that
 * code not arrive (the network went away), the notifications still show, plainly: 'Message sent!' must never be lost.
 */
export function Toaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  const List = toastList.Component;
  return (
    <LoadBoundary fallback={() => <PlainToasts toasts={toasts} />} onRetry={toastList.retry}>
      <Suspense fallback={<PlainToasts toasts={toasts} />}>
        <List />
      </Suspense>
    </LoadBoundary>
  );
}

function PlainToasts({ toasts }: { toasts: ToastItem[] }) {
  return (
    <div className="pointer-events-none fixed bottom-0 z-[100] flex w-full flex-col gap-2 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:end-0 md:max-w-[420px]" aria-live="polite">
      {toasts
        .filter((t) => t.open)
        .map((t) => (
          <div
            key={t.id}
            role="status"
            className={`pointer-events-auto grid gap-1 rounded-xl border p-4 shadow-lg ${t.variant === 'destructive' ? 'border-destructive bg-destructive text-destructive-foreground' : 'border-border bg-card text-foreground'}`}
          >
            {t.title && <p className="text-sm font-semibold">{t.title}</p>}
            {t.description && <p className="text-sm opacity-90">{t.description}</p>}
          </div>
        ))}
    </div>
  );
}
