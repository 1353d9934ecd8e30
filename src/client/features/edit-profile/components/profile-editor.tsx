import { useMutation } from '@tanstack/react-query';
import { ExternalLink, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { TIMING } from '../../../../shared/limits.js';
import { PROFILE_UI } from '../../../../shared/profile.texts.js';
import type { UpdateProfileInput } from '../../../../shared/profile.schemas.js';
import type { CreatorProfile } from '../../../../shared/profile.types.js';
import { CropImageDialog } from '../../../components/profile/crop-image-dialog.js';
import { HiddenPageNotice } from '../../../components/profile/hidden-page-notice.js';
import { ProfilePhonePreview } from '../../../components/profile/profile-phone-preview.js';
import { SuspendedPageNotice } from '../../../components/profile/suspended-page-notice.js';
import { useProfilePicturePicker } from '../../../components/profile/use-profile-picture-picker.js';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../lib/toast.js';
import { serverMessage } from '../../../lib/api-client.js';
import { useOwnPreview } from '../../../lib/api/get-own-preview.js';
import { useUpdateCreatorProfile } from '../../../lib/api/update-creator-profile.js';
import { publicPagePath } from '../../../lib/urls.js';
import { uploadForEdit } from '../api/upload-and-patch.js';
import { EditBackgroundDialog } from './edit-background-dialog.js';
import { EditPictureDialog } from './edit-picture-dialog.js';
import { EditTextDialog } from './edit-text-dialog.js';

type Open = 'background' | 'picture' | 'text' | null;

/**
 * The live preview (refreshed every 2 s) with its three click-to-edit dialogs. It reads the owner's preview, so a
 * hidden page shows with its links too.
 */
export function ProfileEditor({ profile }: { profile: CreatorProfile }) {
  const [open, setOpen] = useState<Open>(null);
  const { data, refetch } = useOwnPreview({ refetchInterval: TIMING.editPreviewRefreshMs });
  // Only the button's own refresh disables it: the 2 s polls would make it blink.
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void refetch().finally(() => setRefreshing(false));
  };
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

  const uploadThen = (file: Blob, name: string | undefined, failure: (error: unknown) => string, then: (url: string) => void) =>
    upload.mutate(
      { file, name },
      { onSuccess: then, onError: (error) => toast({ title: PROFILE_UI.uploadFailed, description: failure(error), variant: 'destructive' }) },
    );

  // The edit screen leaves the background's limits to the server, whose message says which one was hit.
  const onBackgroundFile = (file: File) =>
    uploadThen(file, file.name, (error) => serverMessage(error, PROFILE_UI.backgroundUploadFailed), (url) =>
      save({ backgroundMedia: url, backgroundMediaType: file.type.startsWith('video/') ? 'video' : 'image' }, () => setOpen(null)),
    );

  const shown = data?.profile ?? profile;
  return (
    <div className="grid justify-items-center gap-5">
      {profile.suspension ? (
        <SuspendedPageNotice suspension={profile.suspension} className="max-w-md" />
      ) : (
        !shown.isActive && <HiddenPageNotice className="max-w-md" />
      )}
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
        <Button variant="outline" onClick={refresh} disabled={refreshing}>
          <RefreshCw aria-hidden="true" className={refreshing ? 'animate-spin' : undefined} />
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
        onApply={(blob) => uploadThen(blob, 'profile-picture.jpg', () => PROFILE_UI.pictureUploadFailed, (url) => save({ profilePicture: url }, picker.close))}
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
