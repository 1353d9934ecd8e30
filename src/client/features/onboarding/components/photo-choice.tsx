import { Camera, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LIMITS } from '../../../../shared/limits.js';
import { FilePickerButton } from '../../../components/file-picker-button.js';
import { PLACEHOLDER_AVATAR } from '../../../components/profile/placeholder-avatar.js';
import { Button } from '../../../components/ui/button.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';

/** The couple's photo, chosen before the page exists and uploaded with it (docs/decisions/080); optional. */
export function PhotoChoice({ file, onChange, disabled }: { file: File | null; onChange: (file: File | null) => void; disabled?: boolean }) {
  const { t } = useAppT();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setSrc(null);
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (next: File) => {
    // The checks of a profile picture (docs/product-spec.md, section 5): an image, at most 10 MB.
    if (!next.type.startsWith('image/')) {
      toast({ title: t('editor.shared.invalidFile'), description: t('editor.shared.selectImage'), variant: 'destructive' });
      return;
    }
    if (next.size > LIMITS.imageBytes) {
      toast({ title: t('editor.shared.fileTooLarge'), description: t('editor.shared.imageTooLarge'), variant: 'destructive' });
      return;
    }
    onChange(next);
  };

  return (
    <div className="flex items-center gap-4">
      <img src={src ?? PLACEHOLDER_AVATAR} alt={src ? t('editor.onboarding.photoChosen') : ''} className="size-16 shrink-0 rounded-full object-cover ring-2 ring-border" />
      <div className="grid gap-1">
        <div className="flex flex-wrap gap-2">
          <FilePickerButton
            accept="image/*"
            inputLabel={t('editor.onboarding.photo')}
            inputTestId="onboarding-photo-input"
            onFile={pick}
            variant="outline"
            size="sm"
            disabled={disabled}
          >
            <Camera aria-hidden="true" />
            {file ? t('editor.onboarding.changePhoto') : t('editor.onboarding.addPhoto')}
          </FilePickerButton>
          {file && (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)} disabled={disabled}>
              <X aria-hidden="true" />
              {t('editor.onboarding.removePhoto')}
            </Button>
          )}
        </div>
        <p className="text-xs text-muted-foreground">{t('editor.onboarding.photoHint')}</p>
      </div>
    </div>
  );
}
