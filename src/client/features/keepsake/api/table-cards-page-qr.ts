import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageQrResponse } from '../../../../shared/table-cards.schemas.js';
import { apiRequest } from '../../../lib/api-client.js';

/** GET /api/keepsake/page-qr: the guestbook page's link from the server's PUBLIC_URL, as typed and as a QR code. */
export function getPageQr(signal?: AbortSignal): Promise<PageQrResponse> {
  return apiRequest<PageQrResponse>('GET', '/api/keepsake/page-qr', undefined, signal);
}

/** Keyed by the username too: a renamed page is another link, fetched at once. */
export const pageQrQueryOptions = (username: string) =>
  queryOptions({ queryKey: ['/api/keepsake/page-qr', username], queryFn: ({ signal }) => getPageQr(signal), staleTime: Infinity });

export function usePageQr(username: string) {
  return useQuery(pageQrQueryOptions(username));
}

/** The QR code's data URL as a PNG file (decoded here: the page's CSP lets no fetch read a data: URL). */
export function pngFromDataUrl(dataUrl: string): Blob {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: 'image/png' });
}
