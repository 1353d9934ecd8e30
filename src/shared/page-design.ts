/**
 * The guest page's designed looks and the kinds of event a page is for (docs/decisions/080). Both sides read them:
 * the server keeps a page's choice and colours the reply page with it, the client paints the guest page.
 */

/** What the page celebrates; null when the host has not said. Shown beside the event's day. */
export const EVENT_KINDS = ['wedding', 'birthday', 'anniversary', 'other'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** The designed themes a host may pick; null is the classic look the page had before themes. */
export const PAGE_THEMES = ['garden', 'blush', 'midnight', 'linen'] as const;
export type PageTheme = (typeof PAGE_THEMES)[number];

/** A theme's colours and type. Picking a theme also sets the page's text colour and overlay to these (one save). */
export interface PageLook {
  /** The page behind the host's picture and words when no background image or video is set. */
  background: string;
  /** The overlay colour (at 0.4 opacity, docs/product-spec.md, section 9) that keeps a background photo in the theme's tone. */
  overlayColor: string;
  textTheme: 'white' | 'black';
  /** The record button's two colours and its words' colour. */
  accentFrom: string;
  accentTo: string;
  accentText: string;
  /** The heading's font stack and style. */
  headingFont: string;
  headingStyle: 'normal' | 'italic';
}

const SERIF = "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, Cambria, 'Times New Roman', serif";
const DIDONE = "Didot, 'Bodoni 72', 'Bodoni MT', 'Hoefler Text', Georgia, 'Times New Roman', serif";
const SANS = "'Avenir Next', Avenir, 'Segoe UI', 'Helvetica Neue', Helvetica, Arial, system-ui, sans-serif";

/** The classic look (no theme): the rose gradient and button the page has always had. */
export const CLASSIC_LOOK: PageLook = {
  background: 'linear-gradient(135deg, #be123c 0%, #881337 50%, #1c1917 100%)',
  overlayColor: '#000000',
  textTheme: 'white',
  accentFrom: '#e11d48',
  accentTo: '#be123c',
  accentText: '#ffffff',
  headingFont: SERIF,
  headingStyle: 'normal',
};

export const PAGE_LOOKS: Record<PageTheme, PageLook> = {
  // Sage leaves and brass: a garden wedding.
  garden: {
    background: 'linear-gradient(160deg, #6b8a6e 0%, #3f5a45 55%, #22342a 100%)',
    overlayColor: '#1f2d24',
    textTheme: 'white',
    accentFrom: '#a47f45',
    accentTo: '#7d5f2f',
    accentText: '#ffffff',
    headingFont: SERIF,
    headingStyle: 'italic',
  },
  // Blush paper and a deep rose: light, with dark words.
  blush: {
    background: 'linear-gradient(160deg, #fdf2ee 0%, #f6dcd3 55%, #ebc3bb 100%)',
    overlayColor: '#fff5f1',
    textTheme: 'black',
    accentFrom: '#b24a64',
    accentTo: '#8c344b',
    accentText: '#ffffff',
    headingFont: DIDONE,
    headingStyle: 'italic',
  },
  // Night blue and gold: an evening party.
  midnight: {
    background: 'linear-gradient(160deg, #24325a 0%, #151d38 55%, #0a0f1f 100%)',
    overlayColor: '#0a0f1f',
    textTheme: 'white',
    accentFrom: '#e2bf6a',
    accentTo: '#c59a3c',
    accentText: '#1a1406',
    headingFont: DIDONE,
    headingStyle: 'normal',
  },
  // Linen and ink: quiet, modern, sans-serif.
  linen: {
    background: 'linear-gradient(160deg, #faf7f1 0%, #eee7da 100%)',
    overlayColor: '#f7f3ec',
    textTheme: 'black',
    accentFrom: '#3a3632',
    accentTo: '#1c1917',
    accentText: '#ffffff',
    headingFont: SANS,
    headingStyle: 'normal',
  },
};

/** The look a page shows: its theme's, or the classic one. */
export function pageLook(theme: PageTheme | null | undefined): PageLook {
  return theme ? PAGE_LOOKS[theme] : CLASSIC_LOOK;
}
