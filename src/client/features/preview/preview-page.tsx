import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { PublicProfile } from '../../../shared/profile.types.js';
import { PageLoader } from '../../components/layout/page-loader.js';
import { errorStatus } from '../../lib/api-client.js';
import { useT } from '../../lib/i18n/guest-texts.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { usePublicProfile } from './api/get-public-profile.js';
import { PreviewPhone } from './components/preview-phone.js';

/**
 * /preview2/{username}: the alternative public page on GET /api/public/{username}. The route passes the
 * messages feature's bottom sheet in through `renderSendAction`. A guest's page: its words are the guest catalogue's,
 * in the guest's language (the route's GuestLanguage, decision 055).
 */
export function PreviewPage({ renderSendAction }: { renderSendAction?: (profile: PublicProfile) => ReactNode }) {
  const { t } = useT();
  const { username = '' } = useParams();
  const { data, error, isPending } = usePublicProfile(username);
  useDocumentTitle(data ? data.profile.displayName : `@${username}`);
  if (isPending) return <PageLoader />;
  if (!data) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-3 px-6 text-center" role={errorStatus(error) === 404 ? undefined : 'alert'}>
        <h1 className="font-display text-3xl font-semibold">{t('page.profileNotFound')}</h1>
        <p className="max-w-sm text-muted-foreground">{t('page.profileNotFoundDetail')}</p>
      </main>
    );
  }
  return (
    <div className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-rose-50 to-stone-200 px-3 py-6">
      <PreviewPhone data={data} sendAction={renderSendAction?.(data.profile)} />
    </div>
  );
}
