import { useState } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/layout/page-loader.js';
import { GuestLanguage } from '../../lib/i18n/guest-language.js';
import { useHostLanguage } from './public-profile-route.js';
import type { PublicProfile } from '../../../shared/profile.types.js';
import { SendVoiceButton } from '../../features/preview/components/preview-phone.js';
import { PreviewPage } from '../../features/preview/preview-page.js';
import { SendVoiceMessageSheet } from '../../features/messages/components/send-voice-message-sheet.js';

function SendAction({ profile }: { profile: PublicProfile }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <SendVoiceButton onClick={() => setOpen(true)} />
      <SendVoiceMessageSheet
        open={open}
        onOpenChange={setOpen}
        target={{ creatorProfileId: profile.id, username: profile.username, displayName: profile.displayName, prompts: profile.prompts, greeting: profile.greeting, sealedUntil: profile.sealedUntil, sealedOpensAt: profile.sealedOpensAt }}
      />
    </>
  );
}

/** /preview2/{username}: the alternative page with the messages feature's bottom sheet behind its button. */
export function PreviewRoute() {
  const { username = '' } = useParams();
  const host = useHostLanguage(username);
  if (host === undefined) return <PageLoader />;
  return (
    <GuestLanguage host={host} fallback={<PageLoader />}>
      <PreviewPage renderSendAction={(profile) => <SendAction profile={profile} />} />
    </GuestLanguage>
  );
}
