import ar from '../../../shared/i18n/ar/cards.json' with { type: 'json' };
import de from '../../../shared/i18n/de/cards.json' with { type: 'json' };
import en from '../../../shared/i18n/en/cards.json' with { type: 'json' };
import es from '../../../shared/i18n/es/cards.json' with { type: 'json' };
import fr from '../../../shared/i18n/fr/cards.json' with { type: 'json' };
import it from '../../../shared/i18n/it/cards.json' with { type: 'json' };
import nl from '../../../shared/i18n/nl/cards.json' with { type: 'json' };
import ptBR from '../../../shared/i18n/pt-BR/cards.json' with { type: 'json' };
import type { CardsCatalogue } from '../../../shared/i18n/app-i18n.js';
import type { Language } from '../../../shared/i18n/languages.js';
import { translator } from '../../../shared/i18n/translator.js';
import type { TableCardTarget } from '../../../shared/table-cards.schemas.js';

/** What the printed table cards say, in every language (src/shared/i18n/{language}/cards.json, read once). */
const CATALOGUES: Record<Language, CardsCatalogue> = { en, es, de, fr, it, 'pt-BR': ptBR, nl, ar };

/** The line under the host's name on a card, by what it links to, in the card's language. */
export function cardInstruction(target: TableCardTarget, language: Language): string {
  const t = translator(language, CATALOGUES[language]);
  return target === 'page' ? t('instructions.page') : t('instructions.gallery');
}
