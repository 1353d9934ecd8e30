import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../shared/i18n/languages.js';
import type { TableCardLayout, TableCardTarget } from '../../../../shared/table-cards.schemas.js';
import { apiFetch } from '../../../lib/api-client.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { saveBlob } from '../../../lib/save-download.js';
import { toast } from '../../../lib/toast.js';

export interface TableCardsChoice {
  target: TableCardTarget;
  layout: TableCardLayout;
  /** The cards' language when it is not the page's: their words in it, and their link opens the page in it. */
  language?: Language;
}

/** The request's query: the page's own language is left out, so its cards link to the page as it is. */
export function tableCardsQuery({ target, layout, language }: TableCardsChoice): string {
  return `${new URLSearchParams({ for: target, layout, ...(language ? { language } : {}) })}`;
}

/** GET /api/keepsake/table-cards: the PDF (tens of kilobytes), saved under the name the server gives it. */
export async function downloadTableCards(choice: TableCardsChoice): Promise<void> {
  const res = await apiFetch('GET', `/api/keepsake/table-cards?${tableCardsQuery(choice)}`);
  const named = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1];
  saveBlob(await res.blob(), named ?? `table-cards-${choice.target}-${choice.layout}.pdf`);
}

export function useDownloadTableCards() {
  const { t } = useAppT();
  return useMutation({
    mutationFn: downloadTableCards,
    onSuccess: (_, { layout }) =>
      toast({
        title: t('keepsake.tableCards.downloaded'),
        description: layout === 'a4-four' ? t('keepsake.tableCards.printA4Four') : t('keepsake.tableCards.printA5Sign'),
      }),
    onError: () => toast({ title: t('keepsake.tableCards.downloadFailed'), description: t('keepsake.tableCards.downloadFailedDetail'), variant: 'destructive' }),
  });
}
