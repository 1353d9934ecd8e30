import { useMutation } from '@tanstack/react-query';
import type { TableCardLayout, TableCardTarget } from '../../../../shared/table-cards.schemas.js';
import { TABLE_CARDS_UI } from '../../../../shared/table-cards.texts.js';
import { apiFetch } from '../../../lib/api-client.js';
import { saveBlob } from '../../../lib/save-download.js';
import { toast } from '../../../lib/toast.js';

export interface TableCardsChoice {
  target: TableCardTarget;
  layout: TableCardLayout;
}

/** GET /api/keepsake/table-cards: the PDF (tens of kilobytes), saved under the name the server gives it. */
export async function downloadTableCards({ target, layout }: TableCardsChoice): Promise<void> {
  const res = await apiFetch('GET', `/api/keepsake/table-cards?${new URLSearchParams({ for: target, layout })}`);
  const named = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1];
  saveBlob(await res.blob(), named ?? `table-cards-${target}-${layout}.pdf`);
}

export function useDownloadTableCards() {
  return useMutation({
    mutationFn: downloadTableCards,
    onSuccess: (_, { layout }) => toast({ title: TABLE_CARDS_UI.downloaded, description: TABLE_CARDS_UI.printAdvice[layout] }),
    onError: () => toast({ title: TABLE_CARDS_UI.downloadFailed, description: TABLE_CARDS_UI.downloadFailedDetail, variant: 'destructive' }),
  });
}
