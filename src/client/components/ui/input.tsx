import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';

export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'flex h-11 w-full rounded-lg border border-input-border bg-card px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/30 file:border-0 file:bg-transparent file:text-sm file:font-medium md:text-sm',
        className,
      )}
      {...props}
    />
  );
}
