import { Heart, Images, MessageCircleReply, Mic } from 'lucide-react';

/** The four features the sign-in screen lists (spec section 1). */
const FEATURES = [
  { icon: Mic, title: 'Voice messages', text: 'Guests record heartfelt messages right from your link.' },
  { icon: Heart, title: 'Guest connections', text: 'Every message comes with an email, so you can stay in touch.' },
  { icon: Images, title: 'Memory sharing', text: 'A shared gallery for everyone’s photos and videos.' },
  { icon: MessageCircleReply, title: 'Voice replies', text: 'Answer with your own voice; we send it by email.' },
] as const;

export function AuthFeatures() {
  return (
    <ul className="grid gap-5">
      {FEATURES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/15 text-white ring-1 ring-white/25">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <p className="font-semibold text-white">{title}</p>
            <p className="text-sm text-rose-50/90">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
