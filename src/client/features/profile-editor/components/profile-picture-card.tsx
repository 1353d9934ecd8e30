import { Camera } from 'lucide-react';
import type { CreatorProfile } from '../../../../shared/profile.types.js';
import { CropImageDialog } from './crop-image-dialog.js';
import { ProfileAvatar } from '../../../components/profile/profile-avatar.js';
import { useProfilePicturePicker } from './use-profile-picture-picker.js';
import { FilePickerButton } from '../../../components/file-picker-button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';
import { useSaveProfile, useUploadProfileFile } from '../api/save-profile.js';

/** Choose a file, crop it, apply (upload, then save), and the profile uses it (docs/product-spec.md, section 4). */
export function ProfilePictureCard({ profile }: { profile: CreatorProfile }) {
  const { t } = useAppT();
  const picker = useProfilePicturePicker();
  const upload = useUploadProfileFile();
  const save = useSaveProfile();
  const pending = upload.isPending || save.isPending;
  const apply = async (blob: Blob) => {
    try {
      const { path } = await upload.mutateAsync({ file: blob, filename: 'profile-picture.jpg' });
      await save.mutateAsync({ profilePicture: path });
      toast({ title: t('editor.picture.updated') });
      picker.close();
    } catch {
      toast({ title: t('editor.shared.uploadError'), description: t('editor.shared.pictureUploadFailed'), variant: 'destructive' });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('editor.picture.title')}</CardTitle>
        <CardDescription>{t('editor.shared.pictureHint')}</CardDescription>
      </CardHeader>
      <CardContent className="flex items-center gap-5">
        <ProfileAvatar path={profile.profileImagePath} name={profile.displayName} className="size-24 ring-4 ring-border" />
        <div className="grid gap-2">
          <FilePickerButton
            accept="image/*"
            inputLabel={t('editor.shared.choosePicture')}
            inputTestId="profile-picture-input"
            onFile={picker.pick}
            variant="outline"
            disabled={pending}
          >
            <Camera aria-hidden="true" />
            {t('editor.picture.change')}
          </FilePickerButton>
        </div>
      </CardContent>
      <CropImageDialog src={picker.src} pending={pending} onCancel={picker.close} onApply={(blob) => void apply(blob)} />
    </Card>
  );
}
