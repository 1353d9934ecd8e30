import type { CSSProperties } from 'react';
import { pageLook, type PageTheme } from '../../../shared/page-design.js';

/**
 * The page theme's colours and type as CSS variables on the page's root (docs/decisions/080): the record button, the
 * heading and the thank-you read them, so one element decides the look and the classic one needs no special case.
 */
export function pageLookStyle(theme: PageTheme | null | undefined): CSSProperties {
  const look = pageLook(theme);
  return {
    '--page-accent-from': look.accentFrom,
    '--page-accent-to': look.accentTo,
    '--page-accent-text': look.accentText,
    '--page-heading-font': look.headingFont,
    '--page-heading-style': look.headingStyle,
  } as CSSProperties;
}
