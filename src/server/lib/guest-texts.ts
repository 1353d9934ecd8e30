import type { i18n, TFunction } from 'i18next';
import ar from '../../shared/i18n/ar/guest.json' with { type: 'json' };
import de from '../../shared/i18n/de/guest.json' with { type: 'json' };
import en from '../../shared/i18n/en/guest.json' with { type: 'json' };
import es from '../../shared/i18n/es/guest.json' with { type: 'json' };
import fr from '../../shared/i18n/fr/guest.json' with { type: 'json' };
import it from '../../shared/i18n/it/guest.json' with { type: 'json' };
import nl from '../../shared/i18n/nl/guest.json' with { type: 'json' };
import ptBR from '../../shared/i18n/pt-BR/guest.json' with { type: 'json' };
import { createGuestI18n, type GuestCatalogue } from '../../shared/i18n/guest-i18n.js';
import type { Language } from '../../shared/i18n/languages.js';

/** Every guest catalogue, read once at start: the server renders guests' pages in any of them (docs/decisions/055). */
const CATALOGUES: Record<Language, GuestCatalogue> = { en, es, de, fr, it, 'pt-BR': ptBR, nl, ar };

const instances = new Map<Language, i18n>();

/** The guest catalogue of a language, as the guest's page carries it to the browser. */
export const guestCatalogue = (language: Language): GuestCatalogue => CATALOGUES[language];

/** The guest area's t() in a language, for the pages the server writes whole (reply, listen) and the page's head. */
export function guestT(language: Language): TFunction {
  let instance = instances.get(language);
  if (!instance) {
    instance = createGuestI18n(language, CATALOGUES[language]);
    instances.set(language, instance);
  }
  return instance.t;
}
