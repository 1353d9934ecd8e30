import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cn } from '../../lib/cn.js';
import { buttonVariants } from './button-variants.js';

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Renders the child element (a Link, an anchor) with the button's look instead of a <button>. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      className={cn(buttonVariants({ variant, size }), className)}
      // A plain <button> defaults to submit; only form buttons should submit.
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  );
}
