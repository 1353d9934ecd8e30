import { ExternalLink, Link2, Trash2 } from 'lucide-react';
import type { CustomLink } from '../../../../shared/profile.types.js';
import { IconButton } from '../../../components/ui/icon-button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';
import { safeExternalUrl } from '../../../lib/urls.js';
import { useDeleteCustomLink } from '../api/delete-custom-link.js';

/** 'Your Links (count)': each link opens in a new tab or is removed; 'No links added yet' when empty. */
export function LinksList({ links }: { links: CustomLink[] }) {
  const { t } = useAppT();
  const remove = useDeleteCustomLink();
  const onRemove = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => toast({ title: t('editor.links.removed') }),
      onError: (error) => toast({ title: t('editor.shared.error'), description: appServerMessage(error, t, t('editor.links.removeFailed')), variant: 'destructive' }),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('editor.links.yourLinks', { n: links.length })}</CardTitle>
      </CardHeader>
      <CardContent>
        {links.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center text-muted-foreground">
            <Link2 className="size-8" aria-hidden="true" />
            <p>{t('editor.links.none')}</p>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-3">
            {links.map((link) => {
              const href = safeExternalUrl(link.url);
              return (
                <li key={link.id} className="flex items-center gap-3 rounded-xl border border-border p-3">
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{link.title}</p>
                    <p className="truncate text-sm text-muted-foreground">
                      <span dir="ltr">{link.url}</span>
                    </p>
                  </div>
                  {href && (
                    <IconButton asChild label={t('editor.links.open', { title: link.title })}>
                      <a href={href} target="_blank" rel="noopener noreferrer">
                        <ExternalLink aria-hidden="true" />
                      </a>
                    </IconButton>
                  )}
                  <IconButton label={t('editor.links.remove', { title: link.title })} onClick={() => onRemove(link.id)} disabled={remove.isPending && remove.variables === link.id}>
                    <Trash2 aria-hidden="true" />
                  </IconButton>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
