import { Fragment } from 'react';
import { cn } from '../lib/cn.js';

/**
 * An e-mail address inside running text. It moves to the next line whole when it fits there; when it is longer than a
 * line, it breaks after the @ or before a dot (`<wbr>`), and only a part that still does not fit breaks anywhere
 * (`overflow-wrap: anywhere`). The words around it keep their own wrapping (no `break-all` on them or on it).
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <span className={cn('[overflow-wrap:anywhere]', className)} dir="ltr">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
