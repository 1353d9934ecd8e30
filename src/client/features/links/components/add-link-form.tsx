import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { LIMITS } from '../../../../shared/limits.js';
import { CustomLinkSchema } from '../../../../shared/links.texts.js';
import { PROFILE_UI } from '../../../../shared/profile.texts.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { toast } from '../../../lib/toast.js';
import { serverMessage } from '../../../lib/api-client.js';
import { useAddCustomLink } from '../api/add-custom-link.js';

const AddLinkFormSchema = z.object({ title: CustomLinkSchema.shape.title, url: CustomLinkSchema.shape.url });

/** Title and url, both required; the link goes to the end of the list. */
export function AddLinkForm({ count }: { count: number }) {
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
          toast({ title: PROFILE_UI.linkAdded });
          reset();
        },
        onError: (error) => toast({ title: PROFILE_UI.error, description: serverMessage(error, 'Failed to add link. Please try again.'), variant: 'destructive' }),
      },
    ),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Add a Link</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <FormField label="Title" error={errors.title?.message}>
            {(p) => <Input {...p} placeholder="Our wedding registry" maxLength={LIMITS.linkTitleMax} {...register('title')} />}
          </FormField>
          <FormField label="URL" error={errors.url?.message}>
            {(p) => <Input {...p} type="url" inputMode="url" placeholder="https://example.com" autoCapitalize="none" spellCheck={false} {...register('url')} />}
          </FormField>
          <Button type="submit" className="w-full sm:w-fit" disabled={add.isPending}>
            <Plus aria-hidden="true" />
            {add.isPending ? 'Adding...' : 'Add Link'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
