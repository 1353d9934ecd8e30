import { ImageUp, Trash2 } from 'lucide-react';
import { PROFILE_UI } from '../../../../shared/profile.texts.js';
import { FilePickerButton } from '../../../components/file-picker-button.js';
import { Button } from '../../../components/ui/button.js';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.js';

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
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !pending && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{PROFILE_UI.updateBackground}</DialogTitle>
          <DialogDescription>{PROFILE_UI.backgroundHint}</DialogDescription>
        </DialogHeader>
        <FilePickerButton accept="image/*,video/mp4,video/webm" inputLabel="Choose a background image or video" onFile={onFile} size="lg" disabled={pending}>
          <ImageUp aria-hidden="true" />
          {pending ? 'Uploading...' : 'Choose Image or Video'}
        </FilePickerButton>
        <DialogFooter>
          {hasBackground && (
            <Button type="button" variant="outline" onClick={onRemove} disabled={pending}>
              <Trash2 aria-hidden="true" />
              Remove Background
            </Button>
          )}
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
