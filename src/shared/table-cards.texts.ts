import { LANGUAGES } from './i18n/languages.js';

/** The table cards' refusals (docs/decisions/047); what the cards say is in cards.json. */
export const TABLE_CARDS_MSG = {
  forInvalid: 'Choose what the cards link to: page or gallery',
  layoutInvalid: 'Choose a layout: a4-four or a5-sign',
  /** The cards' language: optional, one of ours. */
  languageInvalid: `Choose the cards' language: ${LANGUAGES.join(', ')}`,
} as const;
