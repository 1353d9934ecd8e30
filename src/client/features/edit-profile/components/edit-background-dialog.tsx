import { ImageUp, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { PROFILE_UI } from '../../../../shared/profile.texts.js';
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
  const input = useRef<HTMLInputElement>(null);
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !pending && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{PROFILE_UI.updateBackground}</DialogTitle>
          <DialogDescription>{PROFILE_UI.backgroundHint}</DialogDescription>
        </DialogHeader>
        <input
          ref={input}
          type="file"
          accept="image/*,video/mp4,video/webm"
          className="sr-only"
          aria-label="Choose a background image or video"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onFile(file);
          }}
        />
        <Button type="button" size="lg" onClick={() => input.current?.click()} disabled={pending}>
          <ImageUp aria-hidden="true" />
          {pending ? 'Uploading...' : 'Choose Image or Video'}
        </Button>
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
