import { Camera, ImagePlus, Loader2, X } from 'lucide-react';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/guest-texts.js';
import { buttonVariants } from '../../../components/ui/button-variants.js';
import { Button } from '../../../components/ui/button.js';
import type { MessagePhoto } from '../hooks/use-message-photo.js';

const PROBLEM_KEYS = {
  tooLarge: 'modal.photoTooLarge',
  notAPhoto: 'modal.photoNotAPhoto',
  failed: 'modal.photoFailed',
  notUsable: 'modal.photoNotUsable',
} as const;

/**
 * "Add a photo" on the info step (docs/decisions/082): optional, one photo, picked from the phone or taken with its
 * front camera, shown before sending with a way to remove it. Its failure says so beside it and never the message's.
 */
export function MessagePhotoField({ photo, disabled }: { photo: MessagePhoto; disabled?: boolean }) {
  const { t } = useT();
  const statusId = useId();
  const { state } = photo;
  const onFile = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // The same file chosen again after Remove must fire change again.
    input.value = '';
    if (file) photo.choose(file);
  };
  const picker = `${buttonVariants({ variant: 'outline', size: 'sm' })} cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:disabled]:pointer-events-none has-[:disabled]:opacity-50`;

  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="text-sm font-medium">{t('modal.photoLegend')}</legend>
      {state.status === 'none' ? (
        <div className="flex flex-wrap gap-2">
          {/* Each file input sits inside the label that looks like a button, so the label names it and shows its focus. */}
          <label className={picker}>
            <input type="file" accept="image/*" className="sr-only" onChange={(e) => onFile(e.currentTarget)} data-testid="message-photo-input" />
            <ImagePlus aria-hidden="true" /> {t('modal.photoAdd')}
          </label>
          <label className={picker}>
            <input type="file" accept="image/*" capture="user" className="sr-only" onChange={(e) => onFile(e.currentTarget)} />
            <Camera aria-hidden="true" /> {t('modal.photoSelfie')}
          </label>
        </div>
      ) : (
        <div className="flex items-center gap-3">
          <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-muted">
            {state.preview ? (
              <img src={state.preview} alt={t('modal.photoPreview')} className="size-full object-cover" data-testid="message-photo-preview" />
            ) : (
              <Loader2 className="size-5 animate-spin text-muted-foreground" aria-hidden="true" />
            )}
          </div>
          <div className="grid min-w-0 flex-1 justify-items-start gap-1">
            <p id={statusId} role={state.status === 'failed' ? 'alert' : 'status'} className={`text-sm ${state.status === 'failed' ? 'text-destructive' : 'text-muted-foreground'}`}>
              {state.status === 'uploading' ? t('modal.photoUploading') : state.status === 'ready' ? t('modal.photoReady') : t(PROBLEM_KEYS[state.problem])}
            </p>
            <Button size="sm" variant="ghost" className="-ms-2" onClick={photo.remove} aria-describedby={statusId}>
              <X aria-hidden="true" /> {t('modal.photoRemove')}
            </Button>
          </div>
        </div>
      )}
      <p className="text-xs text-muted-foreground">{t('modal.photoHint')}</p>
    </fieldset>
  );
}
