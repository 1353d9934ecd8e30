import { useMutation } from '@tanstack/react-query';
import type { ListenLink } from '../../../../shared/book.schemas.js';
import { apiRequest } from '../../../lib/api-client.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';

/** POST /api/keepsake/listen-links/revoke: every listen link so far stops working; the reply lists the new ones. */
export function revokeListenLinks(): Promise<ListenLink[]> {
  return apiRequest<ListenLink[]>('POST', '/api/keepsake/listen-links/revoke');
}

export function useRevokeListenLinks() {
  const { t } = useAppT();
  return useMutation({
    mutationFn: revokeListenLinks,
    onSuccess: () => toast({ title: t('keepsake.book.revoked') }),
    onError: () => toast({ title: t('keepsake.book.revokeFailed'), variant: 'destructive' }),
  });
}
