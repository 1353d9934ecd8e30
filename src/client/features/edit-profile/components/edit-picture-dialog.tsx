import { Camera } from 'lucide-react';
import { useRef } from 'react';
import { PROFILE_UI } from '../../../../shared/profile.texts.js';
import { Button } from '../../../components/ui/button.js';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.js';

/** 'Update Profile Picture': choose an image; the crop dialog takes over from there. */
export function EditPictureDialog({ open, onCancel, onFile }: { open: boolean; onCancel: () => void; onFile: (file: File | undefined) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{PROFILE_UI.updateProfilePicture}</DialogTitle>
          <DialogDescription>{PROFILE_UI.pictureHint}</DialogDescription>
        </DialogHeader>
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-label="Choose a profile picture"
          onChange={(e) => {
            onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button type="button" size="lg" onClick={() => input.current?.click()}>
          <Camera aria-hidden="true" />
          Choose Picture
        </Button>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
