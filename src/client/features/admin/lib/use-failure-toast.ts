import { useEffect } from 'react';
import { toast } from '../../../lib/toast.js';
import { serverMessage } from '../../../lib/api-client.js';

/** The spec's fetch-failure toasts ('Failed to fetch users', ...): once per failure, with the server's reason. */
export function useFailureToast(error: unknown, title: string, { enabled = true }: { enabled?: boolean } = {}) {
  useEffect(() => {
    if (!error || !enabled) return;
    toast({ title, description: serverMessage(error, title), variant: 'destructive' });
  }, [error, title, enabled]);
}
