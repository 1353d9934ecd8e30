import { Heart, Images, MessageCircleReply, Mic } from 'lucide-react';
import { useAppT } from '../../../lib/i18n/app-texts.js';

/** The four features the sign-in screen lists (docs/product-spec.md, section 1). */
const FEATURES = [
  { icon: Mic, title: 'auth.features.voiceMessages', text: 'auth.features.voiceMessagesText' },
  { icon: Heart, title: 'auth.features.guestConnections', text: 'auth.features.guestConnectionsText' },
  { icon: Images, title: 'auth.features.memorySharing', text: 'auth.features.memorySharingText' },
  { icon: MessageCircleReply, title: 'auth.features.voiceReplies', text: 'auth.features.voiceRepliesText' },
] as const;

export function AuthFeatures() {
  const { t } = useAppT();
  return (
    <ul className="grid gap-5">
      {FEATURES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/15 text-white ring-1 ring-white/25">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <p className="font-semibold text-white">{t(title)}</p>
            <p className="text-sm text-rose-50/90">{t(text)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
