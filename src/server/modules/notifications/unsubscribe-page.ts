import { UNSUBSCRIBE_PAGE } from '../../../shared/notifications.texts.js';
import { brandPage, escapeHtml } from '../../mail/html.js';

const BUTTON_STYLE =
  'font:inherit;font-weight:600;padding:12px 22px;border:0;border-radius:10px;background:#7c3aed;color:#fff;cursor:pointer;min-height:44px';

/** What the unsubscribe link shows first: one button that POSTs to the same URL what a mail program's one click does. */
export function unsubscribeConfirmPage(displayName: string, action: string): string {
  const form =
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
    `<button type="submit" style="${BUTTON_STYLE}">${escapeHtml(UNSUBSCRIBE_PAGE.button)}</button></form>`;
  return brandPage(
    UNSUBSCRIBE_PAGE.title,
    `<h1>${escapeHtml(UNSUBSCRIBE_PAGE.title)}</h1><p>${escapeHtml(UNSUBSCRIBE_PAGE.lead(displayName))}</p>
${form}`,
  );
}

export function unsubscribedPage(displayName: string, settingsUrl: string): string {
  const settings = `<a href="${escapeHtml(settingsUrl)}">${escapeHtml(UNSUBSCRIBE_PAGE.settingsLink)}</a>`;
  return brandPage(UNSUBSCRIBE_PAGE.doneTitle, `<h1>${escapeHtml(UNSUBSCRIBE_PAGE.doneTitle)}</h1><p>${escapeHtml(UNSUBSCRIBE_PAGE.doneLead(displayName))} ${settings}.</p>`);
}

export function unsubscribeInvalidPage(): string {
  return brandPage(UNSUBSCRIBE_PAGE.invalidTitle, `<h1>${escapeHtml(UNSUBSCRIBE_PAGE.invalidTitle)}</h1><p>${escapeHtml(UNSUBSCRIBE_PAGE.invalidLead)}</p>`);
}
