import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.js';

// Whole class names, so Tailwind finds them in the source.
const TONES = {
  warning: { box: 'border-amber-300 bg-amber-50 text-amber-950', icon: 'text-amber-700', detail: 'text-amber-900' },
  danger: { box: 'border-red-300 bg-red-50 text-red-950', icon: 'text-red-700', detail: 'text-red-900' },
} as const;

export type NoticeTone = keyof typeof TONES;

/** A status notice above the owner's screens: an icon, a title, what it means, and what follows. */
export function PageNotice({ tone, icon: Icon, title, detail, children, className }: {
  tone: NoticeTone;
  icon: LucideIcon;
  title: string;
  detail: string;
  children?: ReactNode;
  className?: string;
}) {
  const colors = TONES[tone];
  return (
    <section role="status" aria-label={title} className={cn('flex w-full items-start gap-3 rounded-2xl border p-4', colors.box, className)}>
      <Icon className={cn('mt-0.5 size-5 shrink-0', colors.icon)} aria-hidden="true" />
      <div className="grid gap-1 text-sm">
        <p className="font-semibold">{title}</p>
        <p className={colors.detail}>{detail}</p>
        {children}
      </div>
    </section>
  );
}
