import { Play, Trash2 } from 'lucide-react';
import { GALLERY_UI } from '../../../../shared/gallery.texts.js';
import type { OwnerGalleryMediaItem } from '../../../../shared/gallery.types.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { IconButton } from '../../../components/ui/icon-button.js';
import { formatRelativeTime } from '../../../lib/format-relative-time.js';
import { uploadsUrl } from '../media-paths.js';
import { MediaThumbnail } from './media-grid.js';

/** One upload in the host's moderation grid: the picture (opens the original), who shared it and when, delete. */
export function ModerationTile({ item, deleting, onDelete }: { item: OwnerGalleryMediaItem; deleting: boolean; onDelete: () => void }) {
  const uploader = item.uploaderName?.trim() || GALLERY_UI.anonymousUploader;
  return (
    <li className="overflow-hidden rounded-xl border border-border bg-card shadow-sm" data-testid="moderation-item">
      <div className="relative aspect-square bg-muted">
        <a
          href={uploadsUrl(item.filePath)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Open ${item.originalFileName} in a new tab`}
          className="group block size-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
        >
          <MediaThumbnail item={item} />
        </a>
        {item.fileType === 'video' && (
          <span className="pointer-events-none absolute bottom-2 left-2 flex size-7 items-center justify-center rounded-full bg-black/60 text-white">
            <Play className="size-3.5 fill-current" aria-hidden="true" />
          </span>
        )}
        <ConfirmDialog
          trigger={
            <IconButton
              label={GALLERY_UI.deleteMedia(item.originalFileName)}
              variant="secondary"
              className="absolute right-2 top-2 size-9 bg-white/90 text-stone-900 shadow hover:bg-white hover:text-destructive"
              disabled={deleting}
            >
              <Trash2 aria-hidden="true" />
            </IconButton>
          }
          title={GALLERY_UI.deleteMediaTitle}
          description={
            <>
              <span className="block break-all font-medium text-foreground">{item.originalFileName}</span>
              {GALLERY_UI.deleteMediaConfirm}
            </>
          }
          confirmLabel={GALLERY_UI.delete}
          onConfirm={onDelete}
        />
      </div>
      <div className="grid gap-0.5 p-3">
        <p className="truncate text-sm font-semibold">{uploader}</p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={item.uploadedAt} title={new Date(item.uploadedAt).toLocaleString()}>
            {formatRelativeTime(item.uploadedAt)}
          </time>
        </p>
        <p className="truncate text-xs text-muted-foreground" title={item.originalFileName}>
          {item.originalFileName}
        </p>
      </div>
    </li>
  );
}
