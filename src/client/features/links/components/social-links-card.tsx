import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SocialLinkSchema } from '../../../../shared/links.schemas.js';
import { SOCIAL_PLATFORM_LABELS } from '../../../../shared/links.texts.js';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '../../../../shared/links.types.js';
import { Button } from '../../../components/ui/button.js';
import { IconButton } from '../../../components/ui/icon-button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { appServerMessage, translatedMessage } from '../../../lib/i18n/app-server-message.js';
import { type AppTranslate, useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';
import { useAddSocialLink } from '../api/add-social-link.js';
import { useDeleteSocialLink } from '../api/delete-social-link.js';
import { useSocialLinks } from '../api/get-social-links.js';

/** A platform's name: brands as they are, 'Website' in the screen's language. */
const labelOf = (platform: string, t: AppTranslate) =>
  platform === 'website' ? t('editor.social.website') : (SOCIAL_PLATFORM_LABELS[platform as SocialPlatform] ?? platform);

/** The social links shown as round badges on the public page: one per platform, https only. */
export function SocialLinksCard() {
  const { t } = useAppT();
  const label = (platform: string) => labelOf(platform, t);
  const fieldError = (message: string | undefined) => message && translatedMessage(message, t);
  const { data: links = [] } = useSocialLinks();
  const add = useAddSocialLink();
  const remove = useDeleteSocialLink();
  const used = new Set(links.map((l) => l.platform));
  const free = SOCIAL_PLATFORMS.filter((p) => !used.has(p));
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof SocialLinkSchema>, unknown, z.output<typeof SocialLinkSchema>>({
    resolver: zodResolver(SocialLinkSchema),
    defaultValues: { platform: free[0] ?? 'website', url: '' },
  });
  const submit = handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        toast({ title: t('editor.links.added') });
        reset({ platform: SOCIAL_PLATFORMS.find((p) => p !== values.platform && !used.has(p)) ?? 'website', url: '' });
      },
      onError: (error) => toast({ title: t('editor.shared.error'), description: appServerMessage(error, t, t('editor.links.addFailed')), variant: 'destructive' }),
    }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('editor.social.title')}</CardTitle>
        <CardDescription>{t('editor.social.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        {links.length > 0 && (
          <ul className="grid grid-cols-1 gap-2">
            {links.map((link) => (
              <li key={link.id} className="flex items-center gap-3 rounded-xl border border-border p-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold uppercase text-accent-foreground">
                  {link.platform.slice(0, 2)}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{label(link.platform)}</p>
                  <p className="truncate text-sm text-muted-foreground">
                    <span dir="ltr">{link.url}</span>
                  </p>
                </div>
                <IconButton
                  label={t('editor.social.remove', { platform: label(link.platform) })}
                  disabled={remove.isPending && remove.variables === link.id}
                  onClick={() =>
                    remove.mutate(link.id, {
                      onSuccess: () => toast({ title: t('editor.links.removed') }),
                      onError: (error) => toast({ title: t('editor.shared.error'), description: appServerMessage(error, t, t('editor.links.removeFailed')), variant: 'destructive' }),
                    })
                  }
                >
                  <Trash2 aria-hidden="true" />
                </IconButton>
              </li>
            ))}
          </ul>
        )}
        {free.length > 0 && (
          <form className="grid grid-cols-1 gap-4 sm:grid-cols-[10rem_1fr_auto] sm:items-end" noValidate onSubmit={submit}>
            <FormField label={t('editor.social.platform')} error={fieldError(errors.platform?.message)}>
              {(p) => (
                <select
                  {...p}
                  {...register('platform')}
                  className="h-10 rounded-xl border border-input-border bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {free.map((platform) => (
                    <option key={platform} value={platform}>
                      {label(platform)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label={t('editor.social.profileUrl')} error={fieldError(errors.url?.message)}>
              {(p) => <Input {...p} type="url" inputMode="url" placeholder={t('editor.social.urlPlaceholder')} dir="ltr" autoCapitalize="none" spellCheck={false} {...register('url')} />}
            </FormField>
            <Button type="submit" disabled={add.isPending}>
              <Plus aria-hidden="true" />
              {t('editor.social.add')}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
