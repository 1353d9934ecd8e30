import { Camera } from 'lucide-react';
import { FilePickerButton } from '../../../components/file-picker-button.js';
import { Button } from '../../../components/ui/button.js';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';

/** 'Update Profile Picture': choose an image; the crop dialog takes over from there. */
export function EditPictureDialog({ open, onCancel, onFile }: { open: boolean; onCancel: () => void; onFile: (file: File | undefined) => void }) {
  const { t } = useAppT();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('editor.shared.updateProfilePicture')}</DialogTitle>
          <DialogDescription>{t('editor.shared.pictureHint')}</DialogDescription>
        </DialogHeader>
        <FilePickerButton accept="image/*" inputLabel={t('editor.shared.choosePicture')} onFile={onFile} size="lg">
          <Camera aria-hidden="true" />
          {t('editor.edit.choosePicture')}
        </FilePickerButton>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('editor.shared.cancel')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
