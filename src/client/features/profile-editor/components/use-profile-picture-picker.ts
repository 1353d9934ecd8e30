import { useEffect, useState } from 'react';
import { LIMITS } from '../../../../shared/limits.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';

/**
 * Picking a picture for the crop dialog: only images, at most 10 MB (docs/product-spec.md, section 5), held as an
 * object URL until the dialog closes.
 */
export function useProfilePicturePicker() {
  const { t } = useAppT();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({ title: t('editor.shared.invalidFile'), description: t('editor.shared.selectImage'), variant: 'destructive' });
      return;
    }
    if (file.size > LIMITS.imageBytes) {
      toast({ title: t('editor.shared.fileTooLarge'), description: t('editor.shared.imageTooLarge'), variant: 'destructive' });
      return;
    }
    setSrc(URL.createObjectURL(file));
  };
  return { src, pick, close: () => setSrc(null) };
}
