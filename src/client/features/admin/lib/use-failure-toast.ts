import { useEffect } from 'react';
import { toast } from '../../../lib/toast.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';

/** The fetch-failure toasts of docs/product-spec.md, section 8 ('Failed to fetch users', ...): once per failure, with the server's reason. */
export function useFailureToast(error: unknown, title: string, { enabled = true }: { enabled?: boolean } = {}) {
  const { t } = useAppT();
  useEffect(() => {
    if (!error || !enabled) return;
    toast({ title, description: appServerMessage(error, t, title), variant: 'destructive' });
    // Once per failure: a change of language (title, t) does not toast it again.
  }, [error, enabled]);
}
