import { directionOf, type Language } from '../../../shared/i18n/languages.js';
import { brandPage, escapeHtml, htmlT } from '../../mail/html.js';
import { mailT } from '../../mail/mail-texts.js';

const BUTTON_STYLE =
  'font:inherit;font-weight:600;padding:12px 22px;border:0;border-radius:10px;background:#7c3aed;color:#fff;cursor:pointer;min-height:44px';

/** The page's <html lang dir> and footer in the recipient's language. */
const pageOf = (language: Language) => ({ lang: language, dir: directionOf(language), footer: mailT(language)('unsubscribePage.poweredBy') });

/** What the unsubscribe link shows first: one button that POSTs to the same URL what a mail program's one click does. */
export function unsubscribeConfirmPage(displayName: string, action: string, language: Language = 'en'): string {
  const t = mailT(language);
  const form =
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
    `<button type="submit" style="${BUTTON_STYLE}">${escapeHtml(t('unsubscribePage.button'))}</button></form>`;
  return brandPage(
    t('unsubscribePage.title'),
    `<h1>${escapeHtml(t('unsubscribePage.title'))}</h1><p>${escapeHtml(t('unsubscribePage.lead', { page: displayName }))}</p>
${form}`,
    pageOf(language),
  );
}

export function unsubscribedPage(displayName: string, settingsUrl: string, language: Language = 'en'): string {
  const t = mailT(language);
  const settings = `<a href="${escapeHtml(settingsUrl)}">${escapeHtml(t('unsubscribePage.settingsLink'))}</a>`;
  return brandPage(
    t('unsubscribePage.doneTitle'),
    `<h1>${escapeHtml(t('unsubscribePage.doneTitle'))}</h1><p>${htmlT(t, 'unsubscribePage.doneLead', { page: displayName }, { settings })}</p>`,
    pageOf(language),
  );
}

export function unsubscribeInvalidPage(language: Language = 'en'): string {
  const t = mailT(language);
  return brandPage(
    t('unsubscribePage.invalidTitle'),
    `<h1>${escapeHtml(t('unsubscribePage.invalidTitle'))}</h1><p>${escapeHtml(t('unsubscribePage.invalidLead'))}</p>`,
    pageOf(language),
  );
}
