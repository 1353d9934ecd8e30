import { Camera } from 'lucide-react';
import { PROFILE_UI } from '../../../../shared/profile.texts.js';
import { FilePickerButton } from '../../../components/file-picker-button.js';
import { Button } from '../../../components/ui/button.js';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.js';

/** 'Update Profile Picture': choose an image; the crop dialog takes over from there. */
export function EditPictureDialog({ open, onCancel, onFile }: { open: boolean; onCancel: () => void; onFile: (file: File | undefined) => void }) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{PROFILE_UI.updateProfilePicture}</DialogTitle>
          <DialogDescription>{PROFILE_UI.pictureHint}</DialogDescription>
        </DialogHeader>
        <FilePickerButton accept="image/*" inputLabel="Choose a profile picture" onFile={onFile} size="lg">
          <Camera aria-hidden="true" />
          Choose Picture
        </FilePickerButton>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
