import { PageLoader } from '../../components/layout/page-loader.js';
import { RequireUser } from '../../components/layout/require-user.js';
import { SubPage } from '../../components/layout/sub-page.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useCustomLinks } from './api/get-custom-links.js';
import { AddLinkForm } from './components/add-link-form.js';
import { LinksList } from './components/links-list.js';

/** /admin/website-links: the add form and 'Your Links (count)', through GET/POST/DELETE /api/custom-links. */
export function WebsiteLinksPage() {
  const { t } = useAppT();
  useDocumentTitle(t('editor.links.title'));
  return (
    <RequireUser message={t('editor.shared.loginRequired')}>
      <SubPage title={t('editor.links.title')} description={t('editor.links.description')}>
        <WebsiteLinks />
      </SubPage>
    </RequireUser>
  );
}

function WebsiteLinks() {
  const { data: links, isPending } = useCustomLinks();
  if (isPending) return <PageLoader className="min-h-40" />;
  const list = links ?? [];
  return (
    <div className="grid max-w-2xl grid-cols-1 gap-6">
      <AddLinkForm count={list.length} />
      <LinksList links={list} />
    </div>
  );
}
