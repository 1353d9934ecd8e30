import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast, type ToastOptions } from './toast.js';

/**
 * Shows a toast once when the page was opened with ?name=value (a server redirect saying how something
 * went), then drops the parameter so a reload or a shared URL does not say it again.
 */
export function useSearchParamToast(name: string, value: string, options: ToastOptions) {
  const [params, setParams] = useSearchParams();
  const present = params.get(name) === value;
  useEffect(() => {
    if (!present) return;
    toast(options);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(name);
        return next;
      },
      { replace: true },
    );
    // The options are a literal at the call site; only the parameter's arrival matters.
  }, [present, name, setParams]);
}
