import { ExternalLink, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { TIMING } from '../../../../shared/limits.js';
import type { UpdateProfileInput } from '../../../../shared/profile.schemas.js';
import type { CreatorProfile } from '../../../../shared/profile.types.js';
import { CropImageDialog } from './crop-image-dialog.js';
import { HiddenPageNotice } from '../../../components/profile/hidden-page-notice.js';
import { ProfilePhonePreview } from '../../../components/profile/profile-phone-preview.js';
import { SuspendedPageNotice } from '../../../components/profile/suspended-page-notice.js';
import { useProfilePicturePicker } from './use-profile-picture-picker.js';
import { Button } from '../../../components/ui/button.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';
import { useOwnPreview } from '../../../lib/api/get-own-preview.js';
import { publicPagePath } from '../../../lib/urls.js';
import { useSaveProfile, useUploadProfileFile, type UploadedProfileFile } from '../api/save-profile.js';
import { EditBackgroundDialog } from './edit-background-dialog.js';
import { EditPictureDialog } from './edit-picture-dialog.js';
import { EditTextDialog } from './edit-text-dialog.js';

type Open = 'background' | 'picture' | 'text' | null;

/**
 * The live preview (refreshed every 2 s) with its three click-to-edit dialogs. It reads the owner's preview, so a
 * hidden page shows with its links too.
 */
export function ProfileEditor({ profile }: { profile: CreatorProfile }) {
  const { t } = useAppT();
  const [open, setOpen] = useState<Open>(null);
  const { data, refetch } = useOwnPreview({ refetchInterval: TIMING.editPreviewRefreshMs });
  // Only the button's own refresh disables it: the 2 s polls would make it blink.
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void refetch().finally(() => setRefreshing(false));
  };
  const saving = useSaveProfile();
  const picker = useProfilePicturePicker();
  const upload = useUploadProfileFile();
  const busy = saving.isPending || upload.isPending;

  const save = (input: UpdateProfileInput, done?: () => void) =>
    saving.mutate(input, {
      onSuccess: () => {
        toast({ title: t('editor.edit.updated') });
        done?.();
        void refetch();
      },
      onError: (error) => toast({ title: t('editor.shared.error'), description: appServerMessage(error, t, t('editor.edit.updateFailed')), variant: 'destructive' }),
    });

  const uploadThen = (file: Blob, filename: string | undefined, failure: (error: unknown) => string, then: (uploaded: UploadedProfileFile) => void) =>
    upload.mutate(
      { file, filename },
      { onSuccess: then, onError: (error) => toast({ title: t('editor.edit.uploadFailed'), description: failure(error), variant: 'destructive' }) },
    );

  // The edit screen leaves the background's limits to the server, whose message says which one was hit.
  const onBackgroundFile = (file: File) =>
    uploadThen(file, file.name, (error) => appServerMessage(error, t, t('editor.shared.backgroundUploadFailed')), ({ path, kind }) =>
      save({ backgroundMedia: path, backgroundMediaType: kind }, () => setOpen(null)),
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
            {t('editor.shared.viewFullProfile')}
          </a>
        </Button>
        <Button variant="outline" onClick={refresh} disabled={refreshing}>
          <RefreshCw aria-hidden="true" className={refreshing ? 'animate-spin' : undefined} />
          {t('editor.edit.refreshPreview')}
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
        onApply={(blob) => uploadThen(blob, 'profile-picture.jpg', () => t('editor.shared.pictureUploadFailed'), ({ path }) => save({ profilePicture: path }, picker.close))}
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
