import { Mic } from 'lucide-react';
import { Link } from 'react-router';
import { BRAND } from '../../../shared/brand.texts.js';
import { cn } from '../../lib/cn.js';

/** The Voxbook logo; a link home unless `asText`. */
export function BrandMark({ className, to = '/', asText = false }: { className?: string; to?: string; asText?: boolean }) {
  const content = (
    <>
      <span className="flex size-8 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-sm">
        <Mic className="size-4" aria-hidden="true" />
      </span>
      <span className="font-display text-xl font-semibold tracking-tight">{BRAND}</span>
    </>
  );
  const classes = cn('inline-flex items-center gap-2 rounded-lg text-foreground', className);
  if (asText) return <span className={classes}>{content}</span>;
  return (
    <Link to={to} className={cn(classes, 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2')}>
      {content}
    </Link>
  );
}
