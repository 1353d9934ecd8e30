import { usePageRole } from '../../../lib/api/page-role.js';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { Input } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { Switch } from '../../../components/ui/switch.js';
import { GALLERY_LIMITS } from '../../../../shared/gallery.limits.js';
import { useCreatorProfile } from '../../../lib/api/get-creator-profile.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { useUpdateGalleryPassword } from '../api/update-gallery-password.js';

/**
 * The gallery password switch and field. The password stays visible to the host, who shares it with guests;
 * the server checks it and never sends it to them. A new password signs out guests who used the old one.
 */
export function GalleryPasswordCard({ enabled }: { enabled: boolean }) {
  const id = useId();
  const { data: profile } = useCreatorProfile();
  const save = useUpdateGalleryPassword();
  const { t } = useAppT();
  const [on, setOn] = useState(enabled);
  const [password, setPassword] = useState(profile?.galleryPassword ?? '');
  useEffect(() => setOn(enabled), [enabled]);
  useEffect(() => setPassword(profile?.galleryPassword ?? ''), [profile?.galleryPassword]);
  const missing = on && password.trim() === '';
  // The gallery's password is the owner's (docs/decisions/065): a co-host sees whether there is one, not the password.
  const coHost = usePageRole() === 'co-host';

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.galleryPassword.title')}</CardTitle>
        <CardDescription>
          {on ? t('dashboard.galleryPassword.on') : t('dashboard.galleryPassword.off')}
          {coHost && ` ${t('dashboard.galleryPassword.ownerOnly')}`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid grid-cols-1 gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!missing) save.mutate({ galleryPasswordEnabled: on, galleryPassword: password.trim() });
          }}
        >
          <div className="flex items-center justify-between gap-3">
            <Label htmlFor={`${id}-switch`}>{t('dashboard.galleryPassword.require')}</Label>
            <Switch id={`${id}-switch`} checked={on} onCheckedChange={setOn} disabled={coHost} />
          </div>
          {on && !coHost && (
            <div className="grid grid-cols-1 gap-2">
              <Label htmlFor={`${id}-password`}>{t('dashboard.galleryPassword.label')}</Label>
              <Input
                id={`${id}-password`}
                type="text"
                autoComplete="off"
                spellCheck={false}
                maxLength={GALLERY_LIMITS.passwordMax}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </div>
          )}
          <Button type="submit" disabled={save.isPending || missing || coHost}>
            {save.isPending ? t('dashboard.galleryPassword.saving') : t('dashboard.galleryPassword.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
