import { useMutation } from '@tanstack/react-query';
import { ExternalLink, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { TIMING } from '../../../../shared/limits.js';
import { PROFILE_UI } from '../../../../shared/profile-ui-texts.js';
import type { UpdateProfileInput } from '../../../../shared/profile.schemas.js';
import type { CreatorProfile } from '../../../../shared/profile.types.js';
import { CropImageDialog } from '../../../components/profile/crop-image-dialog.js';
import { ProfilePhonePreview } from '../../../components/profile/profile-phone-preview.js';
import { useProfilePicturePicker } from '../../../components/profile/use-profile-picture-picker.js';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/use-toast.js';
import { serverMessage } from '../../../lib/api-client.js';
import { useProfile } from '../../../lib/api/get-profile.js';
import { useUpdateCreatorProfile } from '../../../lib/api/update-creator-profile.js';
import { publicPagePath } from '../../../lib/urls.js';
import { uploadForEdit } from '../api/upload-and-patch.js';
import { EditBackgroundDialog } from './edit-background-dialog.js';
import { EditPictureDialog } from './edit-picture-dialog.js';
import { EditTextDialog } from './edit-text-dialog.js';

type Open = 'background' | 'picture' | 'text' | null;

/** The live preview (refreshed every 2 s) with its three click-to-edit dialogs. */
export function ProfileEditor({ profile }: { profile: CreatorProfile }) {
  const [open, setOpen] = useState<Open>(null);
  const { data, refetch, isFetching } = useProfile(profile.username, { refetchInterval: TIMING.editPreviewRefreshMs });
  const patch = useUpdateCreatorProfile('PATCH');
  const picker = useProfilePicturePicker();
  const upload = useMutation({ mutationFn: ({ file, name }: { file: Blob; name?: string }) => uploadForEdit(file, name) });
  const busy = patch.isPending || upload.isPending;

  const save = (input: UpdateProfileInput, done?: () => void) =>
    patch.mutate(input, {
      onSuccess: () => {
        toast({ title: PROFILE_UI.profileUpdatedOk });
        done?.();
        void refetch();
      },
      onError: (error) => toast({ title: PROFILE_UI.error, description: serverMessage(error, PROFILE_UI.editUpdateFailed), variant: 'destructive' }),
    });

  const uploadThen = (file: Blob, name: string | undefined, then: (url: string) => void) =>
    upload.mutate(
      { file, name },
      {
        onSuccess: then,
        onError: (error) => toast({ title: PROFILE_UI.uploadFailed, description: serverMessage(error, PROFILE_UI.backgroundUploadFailed), variant: 'destructive' }),
      },
    );

  const onBackgroundFile = (file: File) =>
    uploadThen(file, file.name, (url) =>
      save({ backgroundMedia: url, backgroundMediaType: file.type.startsWith('video/') ? 'video' : 'image' }, () => setOpen(null)),
    );

  // While the profile is hidden the public call answers 404; the owner's own data still previews it.
  const shown = data?.profile ?? profile;
  return (
    <div className="grid justify-items-center gap-5">
      <ProfilePhonePreview
        profile={shown}
        socialLinks={data?.socialLinks ?? []}
        customLinks={data?.customLinks ?? []}
        editors={{ onBackground: () => setOpen('background'), onPicture: () => setOpen('picture'), onText: () => setOpen('text') }}
        className="max-w-[340px]"
      />
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <a href={publicPagePath(profile.username)} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            {PROFILE_UI.viewFullProfile}
          </a>
        </Button>
        <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden="true" />
          {PROFILE_UI.refreshPreview}
        </Button>
      </div>

      <EditBackgroundDialog
        open={open === 'background'}
        hasBackground={Boolean(shown.backgroundImagePath || shown.backgroundVideoPath)}
        pending={busy}
        onCancel={() => setOpen(null)}
        onFile={onBackgroundFile}
        onRemove={() => save({ backgroundMedia: null }, () => setOpen(null))}
      />
      <EditPictureDialog
        open={open === 'picture'}
        onCancel={() => setOpen(null)}
        onFile={(file) => {
          setOpen(null);
          picker.pick(file);
        }}
      />
      <CropImageDialog
        src={picker.src}
        pending={busy}
        onCancel={picker.close}
        onApply={(blob) => uploadThen(blob, 'profile-picture.jpg', (url) => save({ profilePicture: url }, picker.close))}
      />
      <EditTextDialog
        open={open === 'text'}
        initial={{ displayName: shown.displayName, bio: shown.bio ?? '' }}
        pending={busy}
        onCancel={() => setOpen(null)}
        onSave={(values) => save(values, () => setOpen(null))}
      />
    </div>
  );
}
