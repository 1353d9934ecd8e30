import type { ProfileResponse } from '../../../shared/profile.types.js';
import { RecordMessageButton } from '../../features/public-profile/components/record-message-button.js';
import { PublicProfilePage } from '../../features/public-profile/public-profile-page.js';
import { RecordMessageFlow } from '../../features/messages/components/record-message-flow.js';

/** /{username}: the public page with the messages feature's recording flow behind its record button. */
export function PublicProfileScreen({ username, initialData }: { username: string; initialData?: ProfileResponse }) {
  return (
    <PublicProfilePage
      username={username}
      initialData={initialData}
      renderRecordAction={(profile) => (
        <RecordMessageFlow
          target={{ creatorProfileId: profile.id, username: profile.username, displayName: profile.displayName, gallerySlug: profile.gallerySlug, prompts: profile.prompts, greeting: profile.greeting, sealedUntil: profile.sealedUntil, sealedOpensAt: profile.sealedOpensAt }}
          renderButton={(open) => <RecordMessageButton creatorProfileId={profile.id} displayName={profile.displayName} {...open} />}
        />
      )}
    />
  );
}
