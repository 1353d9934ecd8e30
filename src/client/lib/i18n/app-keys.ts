import type { AppCatalogue } from '../../../shared/i18n/app-i18n.js';
import type { KeyOf, TranslateOf } from '../../../shared/i18n/translator.js';

/** Every key of the app's areas ('dashboard.inbox.empty'), typed from the English files. */
export type AppKey = KeyOf<AppCatalogue>;
export type AppTranslate = TranslateOf<AppKey>;
