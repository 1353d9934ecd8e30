import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { LIMITS } from '../../../../shared/limits.js';
import { CustomLinkSchema } from '../../../../shared/links.schemas.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { appServerMessage, translatedMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';
import { useAddCustomLink } from '../api/add-custom-link.js';

const AddLinkFormSchema = z.object({ title: CustomLinkSchema.shape.title, url: CustomLinkSchema.shape.url });

/** Title and url, both required; the link goes to the end of the list. */
export function AddLinkForm({ count }: { count: number }) {
  const { t } = useAppT();
  const fieldError = (message: string | undefined) => message && translatedMessage(message, t);
  const add = useAddCustomLink();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof AddLinkFormSchema>, unknown, z.output<typeof AddLinkFormSchema>>({
    resolver: zodResolver(AddLinkFormSchema),
    defaultValues: { title: '', url: '' },
  });
  const submit = handleSubmit((values) =>
    add.mutate(
      { ...values, order: count },
      {
        onSuccess: () => {
          toast({ title: t('editor.links.added') });
          reset();
        },
        onError: (error) => toast({ title: t('editor.shared.error'), description: appServerMessage(error, t, t('editor.links.addFailed')), variant: 'destructive' }),
      },
    ),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('editor.links.addTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <FormField label={t('editor.links.linkTitle')} error={fieldError(errors.title?.message)}>
            {(p) => <Input {...p} placeholder={t('editor.links.titlePlaceholder')} maxLength={LIMITS.linkTitleMax} {...register('title')} />}
          </FormField>
          <FormField label={t('editor.links.url')} error={fieldError(errors.url?.message)}>
            {(p) => <Input {...p} type="url" inputMode="url" placeholder={t('editor.links.urlPlaceholder')} dir="ltr" autoCapitalize="none" spellCheck={false} {...register('url')} />}
          </FormField>
          <Button type="submit" className="w-full sm:w-fit" disabled={add.isPending}>
            <Plus aria-hidden="true" />
            {add.isPending ? t('editor.links.adding') : t('editor.links.add')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
