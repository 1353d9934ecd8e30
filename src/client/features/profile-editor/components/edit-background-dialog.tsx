import { ImageUp, Trash2 } from 'lucide-react';
import { FilePickerButton } from '../../../components/file-picker-button.js';
import { Button } from '../../../components/ui/button.js';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';

/** 'Update Background': an image or video (limits stated as text, the server enforces them), or removal. */
export function EditBackgroundDialog({
  open,
  hasBackground,
  pending,
  onCancel,
  onFile,
  onRemove,
}: {
  open: boolean;
  hasBackground: boolean;
  pending: boolean;
  onCancel: () => void;
  onFile: (file: File) => void;
  onRemove: () => void;
}) {
  const { t } = useAppT();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !pending && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('editor.shared.updateBackground')}</DialogTitle>
          <DialogDescription>{t('editor.shared.backgroundHint')}</DialogDescription>
        </DialogHeader>
        <FilePickerButton accept="image/*,video/mp4,video/webm" inputLabel={t('editor.shared.chooseBackground')} onFile={onFile} size="lg" disabled={pending}>
          <ImageUp aria-hidden="true" />
          {pending ? t('editor.shared.uploading') : t('editor.edit.chooseImageOrVideo')}
        </FilePickerButton>
        <DialogFooter>
          {hasBackground && (
            <Button type="button" variant="outline" onClick={onRemove} disabled={pending}>
              <Trash2 aria-hidden="true" />
              {t('editor.shared.removeBackground')}
            </Button>
          )}
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            {t('editor.shared.cancel')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
