import { Camera } from 'lucide-react';
import { PROFILE_UI } from '../../../../shared/profile.texts.js';
import type { CreatorProfile } from '../../../../shared/profile.types.js';
import { CropImageDialog } from './crop-image-dialog.js';
import { ProfileAvatar } from '../../../components/profile/profile-avatar.js';
import { useProfilePicturePicker } from './use-profile-picture-picker.js';
import { FilePickerButton } from '../../../components/file-picker-button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { toast } from '../../../lib/toast.js';
import { useSaveProfile, useUploadProfileFile } from '../api/save-profile.js';

/** Choose a file, crop it, apply (upload, then save), and the profile uses it (spec section 4). */
export function ProfilePictureCard({ profile }: { profile: CreatorProfile }) {
  const picker = useProfilePicturePicker();
  const upload = useUploadProfileFile();
  const save = useSaveProfile();
  const pending = upload.isPending || save.isPending;
  const apply = async (blob: Blob) => {
    try {
      const { path } = await upload.mutateAsync({ file: blob, filename: 'profile-picture.jpg' });
      await save.mutateAsync({ profilePicture: path });
      toast({ title: PROFILE_UI.pictureUpdated });
      picker.close();
    } catch {
      toast({ title: PROFILE_UI.uploadError, description: PROFILE_UI.pictureUploadFailed, variant: 'destructive' });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile Picture</CardTitle>
        <CardDescription>{PROFILE_UI.pictureHint}</CardDescription>
      </CardHeader>
      <CardContent className="flex items-center gap-5">
        <ProfileAvatar path={profile.profileImageUrl ?? profile.profileImagePath} name={profile.displayName} className="size-24 ring-4 ring-border" />
        <div className="grid gap-2">
          <FilePickerButton
            accept="image/*"
            inputLabel="Choose a profile picture"
            inputTestId="profile-picture-input"
            onFile={picker.pick}
            variant="outline"
            disabled={pending}
          >
            <Camera aria-hidden="true" />
            Change Picture
          </FilePickerButton>
        </div>
      </CardContent>
      <CropImageDialog src={picker.src} pending={pending} onCancel={picker.close} onApply={(blob) => void apply(blob)} />
    </Card>
  );
}
