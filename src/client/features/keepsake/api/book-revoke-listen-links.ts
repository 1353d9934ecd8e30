import { useMutation } from '@tanstack/react-query';
import type { ListenLink } from '../../../../shared/book.schemas.js';
import { BOOK_UI } from '../../../../shared/book.texts.js';
import { apiRequest } from '../../../lib/api-client.js';
import { toast } from '../../../lib/toast.js';

/** POST /api/keepsake/listen-links/revoke: every listen link so far stops working; the reply lists the new ones. */
export function revokeListenLinks(): Promise<ListenLink[]> {
  return apiRequest<ListenLink[]>('POST', '/api/keepsake/listen-links/revoke');
}

export function useRevokeListenLinks() {
  return useMutation({
    mutationFn: revokeListenLinks,
    onSuccess: () => toast({ title: BOOK_UI.revoked }),
    onError: () => toast({ title: BOOK_UI.revokeFailed, variant: 'destructive' }),
  });
}
