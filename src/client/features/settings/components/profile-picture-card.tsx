import { Camera } from 'lucide-react';
import { PROFILE_UI } from '../../../../shared/profile.texts.js';
import type { CreatorProfile } from '../../../../shared/profile.types.js';
import { CropImageDialog } from '../../../components/profile/crop-image-dialog.js';
import { ProfileAvatar } from '../../../components/profile/profile-avatar.js';
import { useProfilePicturePicker } from '../../../components/profile/use-profile-picture-picker.js';
import { FilePickerButton } from '../../../components/file-picker-button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { toast } from '../../../lib/toast.js';
import { useUploadProfilePicture } from '../../../lib/api/set-profile-image.js';

/** Choose a file, crop it, apply (upload), then the profile uses it (spec section 4). */
export function ProfilePictureCard({ profile }: { profile: CreatorProfile }) {
  const picker = useProfilePicturePicker();
  const upload = useUploadProfilePicture();
  const apply = (blob: Blob) =>
    upload.mutate(blob, {
      onSuccess: () => {
        toast({ title: PROFILE_UI.pictureUpdated });
        picker.close();
      },
      onError: () => toast({ title: PROFILE_UI.uploadError, description: PROFILE_UI.pictureUploadFailed, variant: 'destructive' }),
    });
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
            disabled={upload.isPending}
          >
            <Camera aria-hidden="true" />
            Change Picture
          </FilePickerButton>
        </div>
      </CardContent>
      <CropImageDialog src={picker.src} pending={upload.isPending} onCancel={picker.close} onApply={apply} />
    </Card>
  );
}
