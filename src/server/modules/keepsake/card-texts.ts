import type { Language } from '../../../shared/i18n/languages.js';
import type { TableCardTarget } from '../../../shared/table-cards.schemas.js';
import { serverT } from '../../lib/server-texts.js';

/** The line under the host's name on a card, by what it links to, in the card's language. */
export function cardInstruction(target: TableCardTarget, language: Language): string {
  const t = serverT('cards', language);
  return target === 'page' ? t('instructions.page') : t('instructions.gallery');
}
