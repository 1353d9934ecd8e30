import { useParams } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.js';

/**
 * /preview2/{username}: the alternative public page (data from GET /api/public/{username}): a phone mockup
 * with 'Send Voice Message' opening a bottom sheet, at most 4 social and 2 custom links (LIMITS.alt*).
 */
export function PreviewPage() {
  const { username = '' } = useParams();
  useDocumentTitle(`@${username}`);
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <h1 className="font-display text-2xl font-semibold">@{username}</h1>
    </main>
  );
}
