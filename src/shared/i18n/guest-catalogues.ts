import type { GuestCatalogue } from './guest-i18n.js';
import type { Language } from './languages.js';

/**
 * Each language's guest catalogue, loaded on demand: in the browser each becomes a chunk of its own, so a page fetches
 * only its language (the guest's page gets its catalogue inside the page's data instead: docs/decisions/055).
 */
export const GUEST_CATALOGUES: Record<Language, () => Promise<GuestCatalogue>> = {
  en: () => import('./en/guest.json', { with: { type: 'json' } }).then((m) => m.default),
  es: () => import('./es/guest.json', { with: { type: 'json' } }).then((m) => m.default),
  de: () => import('./de/guest.json', { with: { type: 'json' } }).then((m) => m.default),
  fr: () => import('./fr/guest.json', { with: { type: 'json' } }).then((m) => m.default),
  it: () => import('./it/guest.json', { with: { type: 'json' } }).then((m) => m.default),
  'pt-BR': () => import('./pt-BR/guest.json', { with: { type: 'json' } }).then((m) => m.default),
  nl: () => import('./nl/guest.json', { with: { type: 'json' } }).then((m) => m.default),
  ar: () => import('./ar/guest.json', { with: { type: 'json' } }).then((m) => m.default),
};
