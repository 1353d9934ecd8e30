import { lazy, Suspense, useState } from 'react';
import { useToast } from './use-toast.js';

const ToastList = lazy(async () => ({ default: (await import('./toast-list.js')).ToastList }));

/**
 * Mounted once at the app root. Radix's toast code (with its dismissable layer and collection) loads with the
 * first notification: the public page, which guests open from a link, shows none before it is painted.
 */
export function Toaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}
