import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.js';
import { saveBlob } from '../../../lib/save-download.js';
import { browserTimeZone } from '../../../lib/time-zone.js';

/** The server's file name from Content-Disposition (voxbook-subscribers-YYYY-MM-DD.csv, dated in the creator's zone). */
function fileNameOf(res: Response): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? 'subscribers.csv';
}

/**
 * GET /api/email-subscribers.csv?tz=: the server streams the whole list as CSV; the browser only saves it.
 * (The file is fetched rather than linked so a failure can be told with its toast, docs/product-spec.md, section 8.)
 */
export async function exportSubscribersCsv(): Promise<void> {
  const res = await apiFetch('GET', `/api/email-subscribers.csv?${new URLSearchParams({ tz: browserTimeZone() })}`);
  saveBlob(await res.blob(), fileNameOf(res));
}

export function useExportSubscribersCsv() {
  return useMutation({ mutationFn: exportSubscribersCsv });
}
