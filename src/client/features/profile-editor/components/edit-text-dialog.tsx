import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { BIO_ROWS, LIMITS } from '../../../../shared/limits.js';
import { BioSchema, DisplayNameSchema } from '../../../../shared/profile.schemas.js';
import { Button } from '../../../components/ui/button.js';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { Textarea } from '../../../components/ui/textarea.js';
import { translatedMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';

const TextSchema = z.object({ displayName: DisplayNameSchema, bio: BioSchema });
type TextValues = z.output<typeof TextSchema>;

/** Name and bio, the edit screen's text dialog. */
export function EditTextDialog({
  open,
  initial,
  pending,
  onCancel,
  onSave,
}: {
  open: boolean;
  initial: TextValues;
  pending: boolean;
  onCancel: () => void;
  onSave: (values: TextValues) => void;
}) {
  const { t } = useAppT();
  const fieldError = (message: string | undefined) => message && translatedMessage(message, t);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof TextSchema>, unknown, TextValues>({ resolver: zodResolver(TextSchema), values: initial });
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('editor.edit.textTitle')}</DialogTitle>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={handleSubmit(onSave)}>
          <FormField label={t('editor.shared.displayName')} error={fieldError(errors.displayName?.message)}>
            {(p) => <Input {...p} maxLength={LIMITS.displayNameMax} {...register('displayName')} />}
          </FormField>
          <FormField label={t('editor.shared.bio')} error={fieldError(errors.bio?.message)} hint={`${(watch('bio') ?? '').length}/${LIMITS.bioMax}`}>
            {(p) => <Textarea {...p} rows={BIO_ROWS} maxLength={LIMITS.bioMax} {...register('bio')} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
              {t('editor.shared.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t('editor.shared.saving') : t('editor.shared.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
