import { ImageUp, Trash2 } from 'lucide-react';
import { LIMITS } from '../../../../shared/limits.js';
import { FilePickerButton } from '../../../components/file-picker-button.js';
import { Button } from '../../../components/ui/button.js';
import { type AppTranslate, useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';
import { mediaUrl } from '../../../../shared/media-url.js';

/** Checks of docs/product-spec.md, section 5: an image (<= 10 MB) or a video (<= 50 MB), else 'Invalid File' / 'File Too Large'. */
function checkFile(file: File, t: AppTranslate): boolean {
  const isImage = file.type.startsWith('image/');
  const isVideo = file.type.startsWith('video/');
  if (!isImage && !isVideo) {
    toast({ title: t('editor.shared.invalidFile'), description: t('editor.background.selectImageOrVideo'), variant: 'destructive' });
    return false;
  }
  if (file.size > (isVideo ? LIMITS.backgroundVideoBytes : LIMITS.imageBytes)) {
    toast({ title: t('editor.shared.fileTooLarge'), description: isVideo ? t('editor.background.videoTooLarge') : t('editor.shared.imageTooLarge'), variant: 'destructive' });
    return false;
  }
  return true;
}

/** The uploaded background with a Remove button, or the upload control when there is none. */
export function BackgroundMediaPicker({
  type,
  path,
  busy,
  uploading,
  onFile,
  onRemove,
}: {
  type: 'image' | 'video' | null;
  path: string | null;
  busy: boolean;
  uploading: boolean;
  onFile: (file: File) => void;
  onRemove: () => void;
}) {
  const { t } = useAppT();
  const src = mediaUrl(path);
  if (src && type) {
    return (
      <div className="grid gap-3">
        <div className="relative aspect-video overflow-hidden rounded-xl border border-border bg-stone-900">
          {type === 'video' ? (
            <video src={src} className="size-full object-cover" muted loop playsInline autoPlay />
          ) : (
            <img src={src} alt={t('editor.background.currentAlt')} className="size-full object-cover" />
          )}
        </div>
        <Button type="button" variant="outline" onClick={onRemove} disabled={busy} className="w-full sm:w-fit">
          <Trash2 aria-hidden="true" />
          {t('editor.shared.removeBackground')}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <FilePickerButton
        plain
        accept="image/*,video/mp4,video/webm"
        inputLabel={t('editor.shared.chooseBackground')}
        inputTestId="background-input"
        onFile={(file) => checkFile(file, t) && onFile(file)}
        disabled={busy}
        className="flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-input-border px-4 py-8 text-center transition-colors hover:bg-accent/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
      >
        <ImageUp className="size-8 text-muted-foreground" aria-hidden="true" />
        <span className="font-medium">{uploading ? t('editor.shared.uploading') : t('editor.background.upload')}</span>
        <span className="text-xs text-muted-foreground">{t('editor.shared.backgroundHint')}</span>
      </FilePickerButton>
    </div>
  );
}
