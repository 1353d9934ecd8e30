/**
 * The languages Voxbook speaks (docs/decisions/055), and the one rule that picks a guest's language. Shared
 * by the server (which renders the guest's page in it) and the browser (the gallery, a page reached by navigation).
 */
export const LANGUAGES = ['en', 'es', 'de', 'fr', 'it', 'pt-BR', 'nl', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself: what the language switcher shows. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  'pt-BR': 'Português (Brasil)',
  nl: 'Nederlands',
  ar: 'العربية',
};

const RTL = new Set<Language>(['ar']);
export const directionOf = (language: Language): 'ltr' | 'rtl' => (RTL.has(language) ? 'rtl' : 'ltr');

const BY_LOWER = new Map<string, Language>(LANGUAGES.map((l) => [l.toLowerCase(), l]));

/**
 * The supported language a tag names, or null: exact first ('pt-BR', 'PT-br'), then by its primary subtag ('es-MX' is
 * Spanish, 'pt-PT' and 'pt' are the Portuguese we have, 'ar-EG' Arabic). Anything else ('zh', '', 'x<script>') is null.
 */
export function toLanguage(tag: unknown): Language | null {
  if (typeof tag !== 'string') return null;
  const lower = tag.trim().toLowerCase().replace('_', '-');
  if (!lower) return null;
  const exact = BY_LOWER.get(lower);
  if (exact) return exact;
  const primary = lower.split('-')[0]!;
  if (primary === 'pt') return 'pt-BR';
  return BY_LOWER.get(primary) ?? null;
}

/** An Accept-Language header's tags, best first (q-values honoured; q=0 means 'not this one'). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((t) => t.tag && t.tag !== '*' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((t) => t.tag);
}

export interface LanguageChoice {
  /** ?lang=xx on the page's address (a QR card's link, the language switcher). */
  requested?: string | null;
  /** The guest's browser languages, best first (Accept-Language on the server, navigator.languages in the browser). */
  browser?: readonly string[];
  /** The host's page language. */
  pageLanguage?: string | null;
  /** Whether the host lets the page follow the guest's browser language. */
  followGuestLanguage?: boolean;
}

/** ?lang first, then the guest's browser languages (only when the host allows it), then the page's language. */
export function chooseLanguage({ requested, browser = [], pageLanguage, followGuestLanguage = true }: LanguageChoice): Language {
  const asked = toLanguage(requested);
  if (asked) return asked;
  if (followGuestLanguage) {
    for (const tag of browser) {
      const language = toLanguage(tag);
      if (language) return language;
    }
  }
  return toLanguage(pageLanguage) ?? DEFAULT_LANGUAGE;
}
