import { useRef } from 'react';
import { cn } from '../lib/cn.js';
import { Button, type ButtonProps } from './ui/button.js';

export interface FilePickerButtonProps extends Omit<ButtonProps, 'onClick' | 'type' | 'asChild'> {
  accept: string;
  /** The hidden file input's accessible name. */
  inputLabel: string;
  inputTestId?: string;
  /** The chosen file; the input is emptied, so choosing the same file again is a new choice. */
  onFile: (file: File) => void;
  /** A plain <button> styled by `className` (the background's drop zone) instead of the design system's Button. */
  plain?: boolean;
}

/** A button that opens the device's file chooser, through a hidden file input beside it. */
export function FilePickerButton({ accept, inputLabel, inputTestId, onFile, plain, className, children, ...button }: FilePickerButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const open = () => input.current?.click();
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        aria-label={inputLabel}
        data-testid={inputTestId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      {plain ? (
        <button type="button" onClick={open} className={cn(className)} disabled={button.disabled}>
          {children}
        </button>
      ) : (
        <Button {...button} type="button" onClick={open} className={className}>
          {children}
        </Button>
      )}
    </>
  );
}
