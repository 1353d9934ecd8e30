import { Play, Trash2 } from 'lucide-react';
import type { OwnerGalleryMediaItem } from '../../../../shared/gallery.types.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { IconButton } from '../../../components/ui/icon-button.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { formatDateTime } from '../../../lib/format-intl.js';
import { formatRelativeTime } from '../../../lib/format-relative-time.js';
import { uploadsUrl } from '../media-paths.js';
import { MediaThumbnail } from './media-grid.js';

/** One upload in the host's moderation grid: the picture (opens the original), who shared it and when, delete. */
export function ModerationTile({ item, deleting, onDelete }: { item: OwnerGalleryMediaItem; deleting: boolean; onDelete: () => void }) {
  const { t, language } = useAppT();
  const uploader = item.uploaderName?.trim() || t('gallery.moderation.anonymousUploader');
  return (
    <li className="overflow-hidden rounded-xl border border-border bg-card shadow-sm" data-testid="moderation-item">
      <div className="relative aspect-square bg-muted">
        <a
          href={uploadsUrl(item.filePath)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('gallery.moderation.openInNewTab', { name: item.originalFileName })}
          className="group block size-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
        >
          <MediaThumbnail item={item} />
        </a>
        {item.fileType === 'video' && (
          <span className="pointer-events-none absolute bottom-2 start-2 flex size-7 items-center justify-center rounded-full bg-black/60 text-white">
            <Play className="size-3.5 fill-current" aria-hidden="true" />
          </span>
        )}
        <ConfirmDialog
          trigger={
            <IconButton
              label={t('gallery.moderation.deleteMedia', { name: item.originalFileName })}
              variant="secondary"
              className="absolute end-2 top-2 size-9 bg-white/90 text-stone-900 shadow hover:bg-white hover:text-destructive"
              disabled={deleting}
            >
              <Trash2 aria-hidden="true" />
            </IconButton>
          }
          title={t('gallery.moderation.deleteTitle')}
          description={
            <>
              <span className="block break-all font-medium text-foreground" dir="auto">
                {item.originalFileName}
              </span>
              {t('gallery.moderation.deleteConfirm')}
            </>
          }
          confirmLabel={t('gallery.moderation.delete')}
          cancelLabel={t('gallery.moderation.cancel')}
          onConfirm={onDelete}
        />
      </div>
      <div className="grid gap-0.5 p-3">
        <p className="truncate text-sm font-semibold" dir="auto">
          {uploader}
        </p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={item.uploadedAt} title={formatDateTime(item.uploadedAt, language)}>
            {formatRelativeTime(item.uploadedAt, language)}
          </time>
        </p>
        <p className="truncate text-xs text-muted-foreground" title={item.originalFileName} dir="auto">
          {item.originalFileName}
        </p>
      </div>
    </li>
  );
}
